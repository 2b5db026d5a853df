import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { lazy } from 'react'
import { renderComponent } from '../testing/render'
import { NoListFallback } from './ListParts'

describe('NoListFallback', () => {
  it('says the service offers no list, and shows the page by ID once its code has loaded', async () => {
    let resolve!: (page: { Lookup: () => React.ReactNode }) => void
    const Lookup = lazy(() =>
      new Promise<{ Lookup: () => React.ReactNode }>((done) => (resolve = done)).then((m) => ({ default: m.Lookup })),
    )

    renderComponent(
      <NoListFallback what="widgets">
        <Lookup />
      </NoListFallback>,
    )
    expect(screen.getByRole('note')).toHaveTextContent('This service offers no list of widgets: open one by its ID.')
    expect(await screen.findByLabelText('Loading the way to open widgets by ID')).toHaveAttribute('aria-busy', 'true')

    resolve({ Lookup: () => <button type="button">Open widget</button> })
    expect(await screen.findByRole('button', { name: 'Open widget' })).toBeVisible()
    expect(screen.queryByLabelText('Loading the way to open widgets by ID')).toBeNull()
    expect(screen.getByRole('note')).toBeVisible()
  })
})
