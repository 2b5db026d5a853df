import { z } from 'zod'

/**
 * Reading the contract's zod schemas: blank records with every field, completing partial records,
 * checking the JSON types of stored records, turning a query string into request input, and turning
 * validation issues into one message.
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
  valueType?: z.ZodType
  format?: string
  checks?: readonly { _zod: { def: { format?: string } } }[]
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

/** The item schema of a list member: a `z.array()` under wrappers, or a contract `list()` (an array piped on). */
export function listItem(schema: z.ZodType): z.ZodType | undefined {
  const d = def(unwrap(schema))
  return d.type === 'array' ? d.element : undefined
}

/**
 * `value` with every member of the schema present: missing or null members get their blank value, nested
 * objects and list items are completed too, unknown members are kept.
 */
export function complete(schema: z.ZodType, value: unknown): unknown {
  if (value === undefined || value === null) return blank(schema)
  const s = unwrap(schema)
  const d = def(s)
  if (d.type !== 'object' || !isPlainObject(value)) return value
  const shape = d.shape ?? {}
  const out: Record<string, unknown> = {}
  for (const [key, member] of Object.entries(shape)) {
    const given = value[key]
    const item = listItem(member)
    out[key] = item && Array.isArray(given) ? given.map((entry) => complete(item, entry)) : complete(member, given)
  }
  for (const [key, extra] of Object.entries(value)) if (!(key in shape)) out[key] = extra
  return out
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// ---- JSON types ----

const integerFormats = new Set(['safeint', 'int32', 'uint32'])

const text = z.string({ error: 'must be text' })
const number = z.number({ error: 'must be a number' })
const integer = z.int({ error: 'must be a whole number' })
const boolean = z.boolean({ error: 'must be true or false' })

function typeOfValues(values: readonly unknown[]): z.ZodType {
  const kinds = new Set(values.map((value) => typeof value))
  if (kinds.size !== 1) return z.unknown()
  if (kinds.has('string')) return text
  if (kinds.has('number')) return values.every(Number.isInteger) ? integer : number
  if (kinds.has('boolean')) return boolean
  return z.unknown()
}

/**
 * A schema that checks only the JSON types of a value of `schema` (a contract resource or request, or a
 * sandbox record): text, finite numbers (whole where the schema says so), true or false, objects member by
 * member and lists item by item. Every member may be missing or null (not given); members the schema does
 * not name are kept. Seeds and data files are checked with it, so a wrong type is refused at its place
 * while a value the dashboard must cope with (an unknown status code) still goes in.
 */
export function typesOf(schema: z.ZodType): z.ZodType {
  const item = listItem(schema)
  if (item) return z.array(typesOf(item), { error: 'must be a list' })
  const s = unwrap(schema)
  const d = def(s)
  switch (d.type) {
    case 'object':
      return z.looseObject(
        Object.fromEntries(Object.entries(d.shape ?? {}).map(([key, member]) => [key, typesOf(member).nullish()])),
        { error: 'must be an object' },
      )
    case 'record':
      return z.record(z.string(), d.valueType ? typesOf(d.valueType) : z.unknown(), { error: 'must be an object' })
    case 'string':
    case 'template_literal':
      return text
    case 'number':
    case 'int': {
      const formats = [d.format, ...(d.checks ?? []).map((check) => check._zod.def.format)]
      return formats.some((format) => format !== undefined && integerFormats.has(format)) ? integer : number
    }
    case 'boolean':
      return boolean
    case 'literal':
      return typeOfValues(d.values ?? [])
    case 'enum':
      return typeOfValues(Object.values(d.entries ?? {}))
    case 'union': {
      const options = (d.options ?? []).map(unwrap)
      const literals = options.flatMap((option) => {
        const inner = def(option)
        return inner.type === 'literal'
          ? (inner.values ?? [])
          : inner.type === 'enum'
            ? Object.values(inner.entries ?? {})
            : [undefined]
      })
      if (!literals.includes(undefined)) return typeOfValues(literals)
      return z.union(options.map(typesOf), { error: 'has the wrong type' })
    }
    default:
      return z.unknown()
  }
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
