import type { z } from 'zod'

/**
 * Reading the contract's zod schemas: blank records with every field, completing partial records,
 * turning a query string into request input, and turning validation issues into one message.
 */

interface Def {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  options?: readonly z.ZodType[]
  values?: readonly unknown[]
  entries?: Record<string, string | number>
  left?: z.ZodType
  right?: z.ZodType
  getter?: () => z.ZodType
}

function def(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def
}

const wrapperTypes = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'])

/** The schema under optional/nullable/catch/default wrappers, a transform's input and a lazy getter. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema
  for (let depth = 0; depth < 50; depth++) {
    const d = def(current)
    if (wrapperTypes.has(d.type) && d.innerType) current = d.innerType
    else if (d.type === 'pipe' && d.in) current = d.in
    else if (d.type === 'lazy' && d.getter) current = d.getter()
    else return current
  }
  return current
}

/** The object members of a schema (merging union options and intersections), if it is an object. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const s = unwrap(schema)
  const d = def(s)
  if (d.type === 'object') return d.shape
  if (d.type === 'union' && d.options) {
    const shapes = d.options.map(objectShape).filter((shape) => shape !== undefined)
    return shapes.length ? Object.assign({}, ...shapes) : undefined
  }
  if (d.type === 'intersection' && d.left && d.right) {
    const left = objectShape(d.left)
    const right = objectShape(d.right)
    return left || right ? { ...left, ...right } : undefined
  }
  return undefined
}

/** A value of the schema's type with every member present: '' / 0 / false / [] / {} for leaves. */
export function blank(schema: z.ZodType): unknown {
  const s = unwrap(schema)
  const d = def(s)
  switch (d.type) {
    case 'object':
      return Object.fromEntries(Object.entries(d.shape ?? {}).map(([key, member]) => [key, blank(member)]))
    case 'array':
    case 'tuple':
    case 'set':
      return []
    case 'record':
    case 'map':
      return {}
    case 'string':
    case 'template_literal':
      return ''
    case 'number':
    case 'int':
      return 0
    case 'bigint':
      return 0
    case 'boolean':
      return false
    case 'literal':
      return d.values?.[0] ?? null
    case 'enum':
      return Object.values(d.entries ?? {})[0] ?? ''
    case 'union':
      return d.options?.length ? blank(d.options[0]) : null
    default:
      return null
  }
}

/**
 * Item schemas of list members that the schema itself cannot show (a lenient list hides its item schema):
 * `listItems.set(userSchema, { creditAccounts: creditAccountSchema })`.
 */
export const listItems = new Map<z.ZodType, Record<string, z.ZodType>>()

/**
 * `value` with every member of the schema present: missing or null members get their blank value, nested
 * objects (and list items registered in `listItems`) are completed too, unknown members are kept.
 */
export function complete(schema: z.ZodType, value: unknown): unknown {
  if (value === undefined || value === null) return blank(schema)
  const s = unwrap(schema)
  const d = def(s)
  if (d.type !== 'object' || !isPlainObject(value)) return value
  const items = listItems.get(s)
  const shape = d.shape ?? {}
  const out: Record<string, unknown> = {}
  for (const [key, member] of Object.entries(shape)) {
    const given = value[key]
    const item = items?.[key]
    out[key] = item && Array.isArray(given) ? given.map((entry) => complete(item, entry)) : complete(member, given)
  }
  for (const [key, extra] of Object.entries(value)) if (!(key in shape)) out[key] = extra
  return out
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// ---- query strings ----

type Leaf = 'number' | 'boolean' | 'json' | 'string'

function leafKind(schema: z.ZodType): Leaf {
  const s = unwrap(schema)
  const d = def(s)
  switch (d.type) {
    case 'number':
    case 'int':
    case 'bigint':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'object':
    case 'record':
      return 'json'
    case 'literal':
      return d.values?.length && d.values.every((v) => typeof v === 'number')
        ? 'number'
        : d.values?.every((v) => typeof v === 'boolean')
          ? 'boolean'
          : 'string'
    case 'enum':
      return Object.values(d.entries ?? {}).every((v) => typeof v === 'number') ? 'number' : 'string'
    case 'union': {
      const kinds = new Set((d.options ?? []).map(leafKind))
      return kinds.size === 1 ? [...kinds][0] : 'string'
    }
    default:
      return 'string'
  }
}

const numeric = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/

function convert(raw: string, kind: Leaf): unknown {
  switch (kind) {
    case 'number':
      return numeric.test(raw.trim()) ? Number(raw) : raw
    case 'boolean':
      if (raw === 'true' || raw === '1') return true
      if (raw === 'false' || raw === '0') return false
      return raw
    case 'json':
      try {
        return JSON.parse(raw)
      } catch {
        return raw
      }
    default:
      return raw
  }
}

/** The items of a query value written as a JSON array (`[1,2]`), or undefined. */
function jsonArray(raw: string): unknown[] | undefined {
  if (!raw.trimStart().startsWith('[')) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * The request input a query string stands for, read through the schema's members: numbers and booleans
 * are converted; an array member takes every value of its key in any of the forms clients send:
 * `status[]=1&status[]=2`, a JSON array `status=[1,2]` (URL-encoded), or repeated keys `status=1&status=2`;
 * other members take the first. Keys the schema does not name are ignored.
 */
export function queryToInput(schema: z.ZodType, params: URLSearchParams): Record<string, unknown> {
  const shape = objectShape(schema) ?? {}
  const input: Record<string, unknown> = {}
  for (const [key, member] of Object.entries(shape)) {
    const raw = [...params.getAll(key), ...params.getAll(`${key}[]`)]
    if (!raw.length) continue
    const s = unwrap(member)
    const d = def(s)
    if (d.type === 'array' && d.element) {
      const kind = leafKind(d.element)
      input[key] = raw.flatMap((value) =>
        (jsonArray(value) ?? [value]).map((item) => (typeof item === 'string' ? convert(item, kind) : item)),
      )
    } else {
      input[key] = convert(raw[0], leafKind(s))
    }
  }
  return input
}

// ---- issues ----

function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`
    else out += out ? `.${String(part)}` : String(part)
  }
  return out
}

/** One message for all issues: "page: Page cannot be negative; status[0]: Status must be 1 or 2". */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  const messages = issues.map((issue) => {
    const path = formatPath(issue.path)
    return path ? `${path}: ${issue.message}` : issue.message
  })
  return [...new Set(messages)].join('; ')
}
