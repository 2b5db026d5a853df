import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { expectAccepted, expectRejected, issuesOf } from '../testing'
import {
  amountInOrder,
  amountRange,
  codeList,
  createTimeInOrder,
  createTimeRange,
  idList,
  oneOf,
  paging,
  sorting,
} from './listing'

describe('oneOf', () => {
  it('joins values the way a sentence lists them', () => {
    expect(oneOf(['gmt_create'])).toBe('gmt_create')
    expect(oneOf(['asc', 'desc'])).toBe('asc or desc')
    expect(oneOf([1, 2, 3])).toBe('1, 2 or 3')
  })
})

describe('list building blocks', () => {
  const schema = z
    .object({
      ...paging(),
      ...sorting(['gmt_create', 'gmt_modify']),
      ...createTimeRange(),
      ...amountRange(),
      status: codeList('accountStatus', 'Status').optional(),
      planIds: idList('Plan id').optional(),
    })
    .refine(...amountInOrder)
    .refine(...createTimeInOrder)

  it('accepts nothing, or every member at once', () => {
    expectAccepted(schema, {})
    expectAccepted(schema, {
      page: 0,
      count: 500,
      sortField: 'gmt_modify',
      sortType: 'asc',
      createTimeStart: 1,
      createTimeEnd: 1,
      amountStart: 0,
      amountEnd: 0,
      status: [0, 2],
      planIds: [1],
    })
  })

  it('takes only the sort fields given, and asc or desc', () => {
    expectRejected(schema, { sortField: 'gmt' }, 'sortField', 'Sort field must be gmt_create or gmt_modify')
    expectRejected(schema, { sortType: 'DESC' }, 'sortType', 'Sort direction must be asc or desc')
  })

  it('takes the known values of a code and names them', () => {
    expectRejected(schema, { status: [1] }, 'status.0', 'Status must be 0 (active) or 2 (suspended)')
    expectRejected(schema, { status: 0 }, 'status', 'Status must be a list of codes')
  })

  it('takes ids greater than 0 in a list', () => {
    expectRejected(schema, { planIds: [0] }, 'planIds.0', 'Plan id must be greater than 0')
    expectRejected(schema, { planIds: 3 }, 'planIds', 'Plan ids must be a list')
  })

  it('refuses a time range whose end is before its start, on the end, where 0 leaves an end open', () => {
    expectRejected(
      schema,
      { createTimeStart: 20, createTimeEnd: 10 },
      'createTimeEnd',
      'Created until must not be before created from',
    )
    expectAccepted(schema, { createTimeStart: 20, createTimeEnd: 0 })
    expectAccepted(schema, { createTimeStart: 0, createTimeEnd: 10 })
    expectRejected(schema, { createTimeStart: -1 }, 'createTimeStart', 'Created from cannot be negative')
  })

  it('refuses an amount range whose maximum is below its minimum, on the maximum, 0 being an amount', () => {
    expectRejected(
      schema,
      { amountStart: 100, amountEnd: 99 },
      'amountEnd',
      'Maximum amount must not be less than the minimum amount',
    )
    expectRejected(
      schema,
      { amountStart: 1, amountEnd: 0 },
      'amountEnd',
      'Maximum amount must not be less than the minimum amount',
    )
    expectAccepted(schema, { amountStart: 100 })
    expectAccepted(schema, { amountEnd: 100 })
  })

  it('names a range in the wrong order together with the other invalid members', () => {
    expect(issuesOf(schema, { page: -1, amountStart: 5, amountEnd: 1 })).toEqual([
      { path: 'page', message: 'Page cannot be negative' },
      { path: 'amountEnd', message: 'Maximum amount must not be less than the minimum amount' },
    ])
  })

  it('does not add the order rule to an end that is invalid itself', () => {
    expect(issuesOf(schema, { amountStart: 5, amountEnd: -1 })).toEqual([
      { path: 'amountEnd', message: 'Maximum amount cannot be negative' },
    ])
  })
})
