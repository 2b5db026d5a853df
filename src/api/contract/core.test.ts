import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { resource } from './core'

describe('resource', () => {
  it('builds its lenient members on first use, once, not when it is declared', () => {
    const name = z.string()
    const wrap = vi.spyOn(name, 'nullish')
    const schema = resource({ name, count: z.number() })
    expect(wrap).not.toHaveBeenCalled()

    expect(schema.parse({ name: 'Analytics', count: 'three' })).toEqual({ name: 'Analytics', count: undefined })
    expect(schema.parse({ name: 7 })).toEqual({ name: undefined })
    // Code that reads the shape (the sandbox does) gets the same lenient members.
    expect(schema.shape.name.parse(null)).toBeNull()
    expect(schema.shape.count).toBe(schema.shape.count)
    expect(wrap).toHaveBeenCalledOnce()
  })
})
