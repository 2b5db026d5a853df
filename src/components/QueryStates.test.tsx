import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { UseQueryResult } from '@tanstack/react-query'
import { ApiError } from '../api/errors'
import { renderComponent } from '../testing/render'
import { QueryStates } from './QueryStates'

type Query = UseQueryResult<{ name: string } | null>
const query = (state: Partial<Query>) => ({ refetch: vi.fn(), isFetching: false, ...state }) as unknown as Query
const show = (state: Partial<Query>) =>
  renderComponent(
    <QueryStates query={query(state)} noun="invoice" lookup={<button type="button">Open another</button>}>
      {(data) => <p>Invoice {data?.name}</p>}
    </QueryStates>,
  )
const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ kind: 'http', message: 'refused', path: '/merchant/invoice/detail', method: 'GET', ...init })

describe('QueryStates', () => {
  it('announces the loading state', () => {
    show({ isPending: true })
    expect(screen.getByRole('status')).toHaveTextContent('Loading the invoice')
  })

  it('shows a failure with its request id, and Retry asks again', async () => {
    const refetch = vi.fn()
    show({ isPending: false, isError: true, error: error({ httpStatus: 503, requestId: 'req_9' }), refetch } as Partial<Query>)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('The invoice could not be loaded')
    expect(alert).toHaveTextContent('req_9')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(refetch).toHaveBeenCalledOnce()
    expect(screen.queryByRole('button', { name: 'Open another' })).toBeNull()
  })

  it.each([
    ['a 404', error({ httpStatus: 404, message: 'Not found.' })],
    ["the real service's code 51", error({ httpStatus: 400, code: 51, message: 'invoice not found' })],
  ])('shows "not found" for %s, with the lookup', (_name, failure) => {
    show({ isPending: false, isError: true, error: failure })
    expect(screen.getByRole('alert')).toHaveTextContent('The invoice was not found')
    expect(screen.getByRole('button', { name: 'Open another' })).toBeVisible()
  })

  it('says when the service answered without the record', () => {
    show({ isPending: false, isError: false, isSuccess: true, data: null })
    expect(screen.getByText('The service answered without the invoice.')).toBeVisible()
  })

  it('renders the data', () => {
    show({ isPending: false, isError: false, isSuccess: true, data: { name: 'in_1' } })
    expect(screen.getByText('Invoice in_1')).toBeVisible()
  })
})
