import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazyPart } from '../lib/lazyPart'
import { renderComponent } from '../testing/render'
import { NoListFallback } from './ListParts'

describe('NoListFallback', () => {
  it('loads the page by ID only once shown, says it is loading, and offers a retry when it cannot', async () => {
    const loads: { resolve: (page: { Lookup: () => React.ReactNode }) => void; reject: (error: Error) => void }[] = []
    const importer = vi.fn(
      () => new Promise<{ Lookup: () => React.ReactNode }>((resolve, reject) => void loads.push({ resolve, reject })),
    )
    const page = lazyPart(importer)
    expect(importer).not.toHaveBeenCalled()

    renderComponent(
      <NoListFallback what="widgets" page={page}>
        {({ Lookup }) => <Lookup />}
      </NoListFallback>,
    )
    expect(screen.getByRole('note')).toHaveTextContent('This service offers no list of widgets: open one by its ID.')
    expect(screen.getByLabelText('Loading the way to open widgets by ID')).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1))

    act(() => loads[0]!.reject(new Error('Failed to fetch dynamically imported module')))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This part of the dashboard could not be loaded')
    expect(alert).toHaveTextContent('Failed to fetch dynamically imported module')

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(2))
    act(() => loads[1]!.resolve({ Lookup: () => <button type="button">Open widget</button> }))
    expect(await screen.findByRole('button', { name: 'Open widget' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('note')).toBeVisible()
  })
})
