import { describe, expect, it } from 'vitest'
import { paymentFilterSchema, paymentsSearchSchema, toPaymentListInput } from './paymentsSearch'

describe('the payments list view in the URL', () => {
  it('keeps valid filters and turns them into the request', () => {
    const view = paymentsSearchSchema.parse({ status: [2], timelineTypes: [1], createTimeStart: 100, createTimeEnd: 200 })
    expect(toPaymentListInput(view)).toEqual({
      page: 0,
      count: 20,
      sortField: 'gmt_create',
      sortType: 'desc',
      status: [2],
      timelineTypes: [1],
      createTimeStart: 100,
      createTimeEnd: 200,
    })
  })

  it('falls back to no filter on a bad value, and sends no end before the start', () => {
    const view = paymentsSearchSchema.parse({
      status: [9],
      timelineTypes: 'x',
      createTimeStart: 300,
      createTimeEnd: 200,
      count: 7,
    })
    expect(view).toMatchObject({ status: undefined, timelineTypes: undefined, count: 20 })
    expect(toPaymentListInput(view)).toEqual({
      page: 0,
      count: 20,
      sortField: 'gmt_create',
      sortType: 'desc',
      createTimeStart: 300,
    })
  })

  it('refuses a typed range that ends before it starts', () => {
    const typed = paymentFilterSchema.safeParse({ createTimeStart: '2030-01-02T00:00', createTimeEnd: '2030-01-01T00:00' })
    expect(typed.success).toBe(false)
    expect(paymentFilterSchema.safeParse({ createTimeStart: '2030-01-01T00:00' }).success).toBe(true)
  })
})
