import { describe, expect, it } from 'vitest'
import { createQueryClient, queriesSettled } from './queryClient'

/** A query whose answer comes when the test says. */
function pending(queryClient: ReturnType<typeof createQueryClient>, key: string) {
  let answer: (value: string) => void = () => {}
  void queryClient.prefetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) })
  return (value: string) => answer(value)
}

describe('queriesSettled', () => {
  it('resolves at once when nothing is fetching', async () => {
    let settled = false
    void queriesSettled(createQueryClient(), 60_000).then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(true)
  })

  it('resolves once every query asked for has its answer, not before', async () => {
    const queryClient = createQueryClient()
    const first = pending(queryClient, 'rows')
    const second = pending(queryClient, 'lookup')
    let settled = false
    const done = queriesSettled(queryClient, 60_000).then(() => (settled = true))
    first('20 rows')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(false)
    second('one')
    await done
    expect(queryClient.getQueryData(['rows'])).toBe('20 rows')
  })

  it('gives up waiting after its time', async () => {
    const queryClient = createQueryClient()
    pending(queryClient, 'never')
    await queriesSettled(queryClient, 5)
    expect(queryClient.isFetching()).toBe(1)
  })
})
