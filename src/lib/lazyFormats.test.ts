import { afterEach, describe, expect, it, vi } from 'vitest'

// The browser's locale data load with the first formatter a page makes: the page's formatters are made at their
// first use, when its rows are drawn, not as their modules load.
describe('formatters made at their first use', () => {
  const { DateTimeFormat, NumberFormat } = Intl
  afterEach(() => {
    Object.assign(Intl, { DateTimeFormat, NumberFormat })
    vi.resetModules()
  })

  /** Counts the formatters made of a kind, each made as the real one. */
  const counted = <T extends object>(real: T) => {
    const made = { count: 0 }
    const proxy = new Proxy(real, {
      construct(target, args: unknown[]) {
        made.count += 1
        return Reflect.construct(target as new (...rest: unknown[]) => object, args)
      },
    })
    return [proxy, made] as const
  }

  it('makes no date or number formatter as the modules load, and one of each for all later uses', async () => {
    const [dates, datesMade] = counted(DateTimeFormat)
    const [numbers, numbersMade] = counted(NumberFormat)
    Object.assign(Intl, { DateTimeFormat: dates, NumberFormat: numbers })
    vi.resetModules()
    const { formatLocal } = await import('./time')
    const { formatCount } = await import('./countLabel')
    expect(datesMade.count).toBe(0)
    expect(numbersMade.count).toBe(0)

    const shown = new DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(1767225600 * 1000))
    expect(formatLocal(1767225600)).toBe(shown)
    expect(formatLocal(1767312000)).toMatch(/2026/)
    expect(formatCount(1234)).toBe(new NumberFormat().format(1234))
    expect(formatCount(5)).toBe('5')
    expect(datesMade.count).toBe(1)
    expect(numbersMade.count).toBe(1)
  })
})
