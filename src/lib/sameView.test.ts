import { describe, expect, it } from 'vitest'
import { sameView } from './sameView'

describe('sameView', () => {
  const update = () => {}
  it('compares the view by value and the other props by identity', () => {
    expect(sameView({ view: { status: [1] }, update }, { view: { status: [1] }, update })).toBe(true)
    expect(sameView({ view: { status: [1] }, update }, { view: { status: [2] }, update })).toBe(false)
    expect(sameView({ view: {}, update }, { view: {}, update: () => {} })).toBe(false)
  })

  it('leaves the page out: a filter panel shows none', () => {
    expect(sameView({ view: { status: [1], page: 0 }, update }, { view: { status: [1], page: 3 }, update })).toBe(true)
    expect(sameView({ view: { status: [1], page: 0 }, update }, { view: { status: [2], page: 0 }, update })).toBe(false)
  })
})
