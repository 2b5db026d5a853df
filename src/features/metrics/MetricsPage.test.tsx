import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, testService } from '../../testing/render'

const LIST = '/merchant/metric/list'
const DELETE = '/merchant/metric/delete'
const base = 1767225600

const metrics = Array.from({ length: 12 }, (_, index) => ({
  id: 70 + index,
  code: `metric_${index}`,
  metricName: `Metric ${index}`,
  aggregationType: 1,
  type: 1,
  createTime: base + index * 60,
}))

async function seeded() {
  const service = testService()
  await service.sandbox.control('seed', { metrics })
  return service
}

async function callsTo(service: ReturnType<typeof testService>, path: string) {
  const response = await service.sandbox.control<{ calls: unknown[] }>(`calls?path=${encodeURIComponent(path)}`)
  return response.body.data?.calls ?? []
}

async function storedIds(service: ReturnType<typeof testService>) {
  const state = await service.sandbox.control<{ collections: { metrics: { id: number }[] } }>('state')
  return state.body.data?.collections.metrics.map((metric) => metric.id)
}

describe('metrics list', () => {
  it('lists the newest first, a page at a time; Delete asks with the metric named, then the row is gone', async () => {
    const service = await seeded()
    await renderPage('/metrics?count=10', { service })
    const user = userEvent.setup({ delay: null })
    const table = await screen.findByRole('table', { name: 'Metrics' })
    expect(screen.getByText('12 metrics')).toBeVisible()
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Metric 11')
    expect(screen.getByText('Page 1 of 2')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Delete Metric 11 (metric 81)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Metric 11 (metric 81)?' })
    expect(dialog).toHaveTextContent('The metric with code metric_11 will be deleted. This cannot be undone.')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Delete metric' }))

    const notice = await screen.findByText('Metric 11 (metric 81) was deleted.')
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus())
    // And keeps it: the closing dialog does not hand it back to the row's button a moment later (its 10 ms timer).
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus()
    expect(screen.queryByRole('row', { name: /Metric 11/ })).toBeNull()
    expect(screen.getByText('11 metrics')).toBeVisible()
    expect(await storedIds(service)).not.toContain(81)
    expect(await callsTo(service, DELETE)).toHaveLength(1)
  })

  it('cancelling a deletion sends nothing', async () => {
    const service = await seeded()
    await renderPage('/metrics', { service })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Delete Metric 3 (metric 73)' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await callsTo(service, DELETE)).toEqual([])
  })

  it('announces the loading, then shows a failure with its request ID and Retry', async () => {
    const service = await seeded()
    const failure = { path: LIST, status: 400, code: 51, message: 'Metrics are resting', times: 5, delayMs: 200 }
    await service.sandbox.control('faults', failure)
    await renderPage('/metrics', { service })
    const user = userEvent.setup({ delay: null })
    expect(screen.getByLabelText('Loading the metrics')).toHaveAttribute('aria-busy', 'true')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The metrics could not be loaded')
    expect(alert).toHaveTextContent('Metrics are resting')
    expect(alert).toHaveTextContent(/Request ID: req_/)
    await service.sandbox.control('faults', { clear: true })
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('table', { name: 'Metrics' })).toBeVisible()
  })

  it('says when there are no metrics', async () => {
    await renderPage('/metrics')
    expect(await screen.findByText('No metrics yet')).toBeVisible()
  })

  it('falls back to deleting by ID when the service has no metric list', async () => {
    const service = await seeded()
    await service.sandbox.control('extensions', { enabled: false })
    await renderPage('/metrics', { service })
    expect(await screen.findByRole('note')).toHaveTextContent('This service offers no list of metrics: open one by its ID.')
    // The page's code loads once the service has said it has no list.
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete a metric' })).toBeVisible()
  })
})

describe('delete a metric by its ID', () => {
  it.each([
    ['5.5', 'Metric id must be a whole number'],
    ['0', 'Metric id must be greater than 0'],
    ['', 'Enter the metric ID'],
  ])('refuses “%s” with a message and asks nothing', async (typed, message) => {
    const service = await seeded()
    await renderPage('/metrics/delete', { service })
    const user = userEvent.setup({ delay: null })
    const metricId = screen.getByRole('textbox', { name: 'Metric ID' })
    expect(metricId).toHaveAttribute('inputmode', 'numeric')
    if (typed) await user.type(metricId, typed)
    await user.click(screen.getByRole('button', { name: 'Delete metric' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(metricId).toHaveValue(typed)
    expect(metricId).toHaveFocus()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await callsTo(service, DELETE)).toEqual([])
  })
})

describe('delete a metric by ID', () => {
  it('says only that it was deleted when the service answers without its fields, as the real one does', async () => {
    const service = await seeded()
    await service.sandbox.control('dialect', { dialect: 'real' })
    await renderPage('/metrics/delete', { service })
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('textbox', { name: 'Metric ID' }), '71')
    await user.click(screen.getByRole('button', { name: 'Delete metric' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete metric 71' }))
    expect(await screen.findByText('The service answered without the metric’s fields.')).toBeVisible()
    expect(screen.getByText(/Metric 71 was deleted\./)).toBeVisible()
    expect(screen.queryByText(/Its fields, as the service returned them/)).toBeNull()
    expect(await storedIds(service)).not.toContain(71)
  })
})
