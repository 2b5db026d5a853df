import { describe, expect, it } from 'vitest'
import { expectAccepted, expectRejected } from '../testing'
import {
  subscriptionAdminNoteListInput,
  subscriptionNewAdminNoteInput,
  subscriptionTimelineListInput,
  userAdminNoteListInput,
  userNewAdminNoteInput,
} from './history'

describe('billing periods list input (operations 3.6)', () => {
  it('takes a customer, the two sort fields and paging', () => {
    expectAccepted(subscriptionTimelineListInput, {})
    expectAccepted(subscriptionTimelineListInput, { userId: 3, sortField: 'gmt_modify', sortType: 'asc', page: 1, count: 50 })
    expectRejected(
      subscriptionTimelineListInput,
      { sortField: 'period_end' },
      'sortField',
      'Sort field must be gmt_create or gmt_modify',
    )
    expectRejected(subscriptionTimelineListInput, { userId: 0 }, 'userId', 'Customer id must be greater than 0')
  })
})

describe('notes input (operations 3.6)', () => {
  it('lists need the customer or the subscription', () => {
    expectAccepted(userAdminNoteListInput, { userId: 1, page: 0, count: 10 })
    expectRejected(userAdminNoteListInput, {}, 'userId', 'Customer id must be a whole number')
    expectAccepted(subscriptionAdminNoteListInput, { subscriptionId: 'sub_1' })
    expectRejected(subscriptionAdminNoteListInput, { subscriptionId: ' ' }, 'subscriptionId', 'Subscription id is required')
  })

  it('a note is text of 1 to 19 999 characters, trimmed', () => {
    expectAccepted(userNewAdminNoteInput, { userId: 1, note: 'x'.repeat(19_999) })
    expect(subscriptionNewAdminNoteInput.parse({ subscriptionId: 'sub_1', note: '  Called  ' })).toEqual({
      subscriptionId: 'sub_1',
      note: 'Called',
    })
    expectRejected(userNewAdminNoteInput, { userId: 1, note: '   ' }, 'note', 'Write a note')
    expectRejected(userNewAdminNoteInput, { userId: 1 }, 'note', 'Write a note')
    expectRejected(
      subscriptionNewAdminNoteInput,
      { subscriptionId: 'sub_1', note: 'x'.repeat(20_000) },
      'note',
      'A note must be shorter than 20,000 characters',
    )
  })
})
