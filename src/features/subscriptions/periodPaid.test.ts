import { describe, expect, it } from 'vitest'
import { readPeriodPaid } from './periodPaid'

describe('readPeriodPaid', () => {
  it('reads 1 as paid', () => {
    expect(readPeriodPaid(1)).toEqual({ paid: true })
  })
  it('reads a time as unpaid, lapsing then', () => {
    expect(readPeriodPaid(1_767_225_600)).toEqual({ paid: false, lapsesAt: 1_767_225_600 })
  })
  it('reads 0, a missing value and null as unpaid with no time', () => {
    expect(readPeriodPaid(0)).toEqual({ paid: false, lapsesAt: null })
    expect(readPeriodPaid(undefined)).toEqual({ paid: false, lapsesAt: null })
    expect(readPeriodPaid(null)).toEqual({ paid: false, lapsesAt: null })
  })
})
