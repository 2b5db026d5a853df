import { z } from 'zod'
import { mailMessageSchema, merchantRecordSchema, recordSchemas } from './records'
import { formatIssues, typesOf } from './schema'
import { datasetNames } from './seed'
import {
  byCollection,
  type CollectionName,
  collectionKeys,
  collectionNames,
  type StoreSnapshot,
  type WorkspaceChange,
} from './store'

/**
 * Checking a data file before the sandbox starts from it: every workspace, and every record against its
 * collection's record schema (the JSON types of the contract's fields), with keys present and unique.
 * Anything wrong stops the start with one message naming its place, for example
 * `workspaces[2].collections.products[5].id: is missing`, and the file is left as it is.
 */

export class DataFileError extends Error {
  override name = 'DataFileError'
}

/** The message of a member that must be there: 'is missing', or `must be ${what}`. */
const requiredError = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is missing' : `must be ${what}`

const positiveId = z
  .int({ error: requiredError('a whole number greater than 0') })
  .positive({ error: 'must be a whole number greater than 0' })
const textKey = z.string({ error: requiredError('non-empty text') }).min(1, { error: 'must be non-empty text' })

/** What each collection's key member must hold: ids are numbers, the other keys text. */
const numericKeys = new Set<string>(['id', 'gatewayId'])
const keySchemas = byCollection((name) => (numericKeys.has(collectionKeys[name]) ? positiveId : textKey))

/** A stored record of the collection: the JSON types of its fields, and its key. */
function storedRecord(name: CollectionName) {
  return (typesOf(recordSchemas[name]) as z.ZodObject).extend({ [collectionKeys[name]]: keySchemas[name] })
}

const records = byCollection<z.ZodType>(storedRecord)

const metaShape = {
  id: textKey,
  apiKey: z.string({ error: requiredError('a key without spaces') }).regex(/^\S+$/, { error: 'must be a key without spaces' }),
  revoked: z.boolean({ error: 'must be true or false' }),
  dataset: z.enum(datasetNames, { error: `must be ${datasetNames.join(' or ')}` }),
  createdAt: z.int({ error: 'must be a whole number' }),
  merchant: (typesOf(merchantRecordSchema) as z.ZodObject).extend({ id: positiveId }),
  ownerMemberId: z.int({ error: 'must be a whole number' }),
  counters: z.record(z.string(), z.int({ error: 'must be a whole number' }).min(0, { error: 'cannot be negative' }), {
    error: 'must be an object',
  }),
}
const mail = z.array(typesOf(mailMessageSchema), { error: 'must be a list' })

/** A whole workspace; a collection left out is empty (a file from before it existed). */
const workspaceSchema = z.object(
  {
    ...metaShape,
    mailbox: mail,
    collections: z.object(
      Object.fromEntries(collectionNames.map((name) => [name, z.array(records[name], { error: 'must be a list' }).optional()])),
      { error: 'must be an object' },
    ),
  },
  { error: 'must be an object' },
)

type Issue = { path: PropertyKey[]; message: string }

/** Keys that appear twice in a list of records, as issues at the second one. */
function duplicates(items: readonly Record<string, unknown>[], key: string, path: PropertyKey[]): Issue[] {
  const seen = new Map<unknown, number>()
  const issues: Issue[] = []
  items.forEach((item, index) => {
    const value = item[key]
    const first = seen.get(value)
    if (first !== undefined)
      issues.push({ path: [...path, index, key], message: `${JSON.stringify(value)} appears twice (also at [${first}])` })
    else seen.set(value, index)
  })
  return issues
}

function uniqueRecords(state: { collections: Partial<Record<CollectionName, unknown[]>> }, path: PropertyKey[]): Issue[] {
  return collectionNames.flatMap((name) =>
    duplicates((state.collections[name] ?? []) as Record<string, unknown>[], collectionKeys[name], [
      ...path,
      'collections',
      name,
    ]),
  )
}

/** Workspace ids and keys, and record keys within a collection, that appear twice. */
function duplicateKeys(snapshot: { workspaces: readonly object[] }): Issue[] {
  const workspaces = snapshot.workspaces as Record<string, unknown>[]
  return [
    ...duplicates(workspaces, 'id', ['workspaces']),
    ...duplicates(workspaces, 'apiKey', ['workspaces']),
    ...workspaces.flatMap((workspace, index) =>
      uniqueRecords(workspace as { collections: Partial<Record<CollectionName, unknown[]>> }, ['workspaces', index]),
    ),
  ]
}

const snapshotSchema = z
  .object(
    {
      format: z.literal('merchant-sandbox', { error: 'must be "merchant-sandbox" (this is not a sandbox data file)' }),
      version: z.literal(1, { error: 'must be 1 (a data file of another sandbox version)' }),
      savedAt: z.number({ error: 'must be a number' }),
      journalSeq: z.int({ error: 'must be a whole number' }).min(0).optional(),
      workspaces: z.array(workspaceSchema, { error: 'must be a list' }),
    },
    { error: 'must be an object with format "merchant-sandbox" (this is not a sandbox data file)' },
  )
  .superRefine((snapshot, ctx) => {
    for (const issue of duplicateKeys(snapshot)) ctx.addIssue({ code: 'custom', ...issue })
  })

const changeSchema = z.object(
  {
    id: textKey,
    whole: workspaceSchema.optional(),
    meta: z.object(metaShape, { error: 'must be an object' }).optional(),
    mail: z.object({ from: z.int().min(0), messages: mail }, { error: 'must be an object' }).optional(),
    collections: z
      .object(
        Object.fromEntries(
          collectionNames.map((name) => [
            name,
            z
              .object(
                {
                  replace: z.array(records[name], { error: 'must be a list' }).optional(),
                  put: z.array(records[name], { error: 'must be a list' }).optional(),
                  delete: z.array(keySchemas[name], { error: 'must be a list' }).optional(),
                },
                { error: 'must be an object' },
              )
              .optional(),
          ]),
        ),
        { error: 'must be an object' },
      )
      .optional(),
  },
  { error: 'must be an object' },
)

/** One line of the journal: the changes one request made. */
export interface JournalEntry {
  seq: number
  workspaces: WorkspaceChange[]
}

const entrySchema = z.object(
  {
    seq: z.int({ error: 'must be a whole number' }).positive({ error: 'must be greater than 0' }),
    workspaces: z.array(changeSchema, { error: 'must be a list' }),
  },
  { error: 'must be an object' },
)

/** The value, or a DataFileError naming the first problem (and how many more there are). */
function check<T>(schema: z.ZodType, value: unknown, where: string): T {
  const result = schema.safeParse(value)
  if (result.success) return value as T
  const [first, ...rest] = result.error.issues
  const more = rest.length ? ` (and ${rest.length} more problem${rest.length === 1 ? '' : 's'})` : ''
  throw new DataFileError(`${where}: ${formatIssues([first])}${more}`)
}

/** A parsed data file, checked. `where` names it in the message (the file's path). */
export function checkSnapshot(value: unknown, where: string): StoreSnapshot {
  return check<StoreSnapshot>(snapshotSchema, value, where)
}

/**
 * A snapshot folded together from checked parts (a data file and journal entries), checked for what the
 * folding may break: keys that appear twice.
 */
export function checkFolded(snapshot: StoreSnapshot, where: string): StoreSnapshot {
  const [first, ...rest] = duplicateKeys(snapshot)
  if (!first) return snapshot
  const more = rest.length ? ` (and ${rest.length} more problem${rest.length === 1 ? '' : 's'})` : ''
  throw new DataFileError(`${where}: ${formatIssues([first as unknown as z.core.$ZodIssue])}${more}`)
}

/** A parsed journal line, checked. */
export function checkJournalEntry(value: unknown, where: string): JournalEntry {
  return check<JournalEntry>(entrySchema, value, where)
}
