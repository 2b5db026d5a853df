import { DEFAULT_DIALECT, type DialectName, isDialectName } from './dialect'
import { randomHex, randomInt } from './random'
import type {
  BatchChildRecord,
  BatchTemplateRecord,
  DiscountCodeRecord,
  GatewayRecord,
  InvoiceRecord,
  MailMessage,
  MemberRecord,
  MerchantRecord,
  MetricRecord,
  PlanRecord,
  ProductRecord,
  RecordContext,
  SubscriptionRecord,
  UsVatUploadRecord,
  AdminNoteRecord,
  UserRecord,
  VatNumberRecord,
  WebhookEndpointRecord,
  WebhookLogRecord,
} from './records'
import { type DatasetName, loadDataset } from './seed'

export type * from './records'
export type { DatasetName } from './seed'

/**
 * The sandbox's state: several isolated workspaces, each reached by its own API key, each holding its
 * own merchant, collections, mailbox, injected faults and call log. Times are seconds since the epoch.
 */

// ---- collections ----

interface CollectionOwner {
  changed(): void
  observeId(counter: string, id: number): void
}

/** What changed in a collection: records put (whole) and keys deleted, or the whole collection. */
export type CollectionChange<T = object, K = string | number> = { replace: T[] } | { put: T[]; delete: K[] }

/** Records of one kind, by key, in insertion order. */
export class Collection<T extends object, K extends string | number = number> {
  readonly #items = new Map<K, T>()
  readonly #sorted = new Map<string, { version: number; stamp: string; items: readonly T[] }>()
  #version = 0
  /** Keys put, updated or deleted since the last `takeChange()`. */
  readonly #changedKeys = new Set<K>()
  /** Changed without saying which record: the whole collection counts as changed. */
  #changedAll = false

  constructor(
    readonly name: string,
    readonly keyOf: (record: T) => K,
    private readonly owner: CollectionOwner,
    private readonly numericIdOf?: (record: T) => number,
  ) {}

  /** Grows on every change; caches compare it. */
  get version(): number {
    return this.#version
  }

  get size(): number {
    return this.#items.size
  }

  get(key: K): T | undefined {
    return this.#items.get(key)
  }

  has(key: K): boolean {
    return this.#items.has(key)
  }

  /** A new array of every record, in insertion order. */
  all(): T[] {
    return [...this.#items.values()]
  }

  values(): IterableIterator<T> {
    return this.#items.values()
  }

  find(predicate: (record: T) => boolean): T | undefined {
    for (const record of this.#items.values()) if (predicate(record)) return record
    return undefined
  }

  filter(predicate: (record: T) => boolean): T[] {
    return this.all().filter(predicate)
  }

  /** Insert, or replace the record with the same key. Returns the record. */
  put(record: T): T {
    const key = this.keyOf(record)
    this.#items.set(key, record)
    const id = this.numericIdOf?.(record)
    if (typeof id === 'number' && Number.isInteger(id)) this.owner.observeId(this.name, id)
    this.#changed(key)
    return record
  }

  /** Merge `changes` into the record with this key; undefined when there is none. */
  update(key: K, changes: Partial<T>): T | undefined {
    const record = this.#items.get(key)
    if (!record) return undefined
    Object.assign(record, changes)
    this.#changed(key)
    return record
  }

  delete(key: K): boolean {
    const deleted = this.#items.delete(key)
    if (deleted) this.#changed(key)
    return deleted
  }

  clear(): void {
    this.#items.clear()
    this.#changed()
  }

  /**
   * Call after changing records in place, so that caches and persistence see the change. Name the records
   * changed: without them the whole collection counts as changed (and is saved whole).
   */
  touch(...records: T[]): void {
    if (records.length === 0) this.#changed()
    for (const record of records) this.#changed(this.keyOf(record))
  }

  #changed(key?: K): void {
    if (key === undefined) this.#changedAll = true
    else this.#changedKeys.add(key)
    this.#version++
    this.owner.changed()
  }

  /** What changed since the last call (records by reference: serialise them before the next change). */
  takeChange(): CollectionChange<T, K> | undefined {
    if (!this.#changedAll && this.#changedKeys.size === 0) return undefined
    let change: CollectionChange<T, K>
    if (this.#changedAll) change = { replace: this.all() }
    else {
      const put: T[] = []
      const deleted: K[] = []
      for (const key of this.#changedKeys) {
        const record = this.#items.get(key)
        if (record) put.push(record)
        else deleted.push(key)
      }
      change = { put, delete: deleted }
    }
    this.#changedAll = false
    this.#changedKeys.clear()
    return change
  }

  /**
   * Every record sorted by `compare`, cached under `cacheKey` until the collection changes, or the
   * `stamp` does (for an order that depends on other collections, give their versions).
   * The array is shared: do not modify it.
   */
  sorted(cacheKey: string, compare: (a: T, b: T) => number, stamp = ''): readonly T[] {
    const cached = this.#sorted.get(cacheKey)
    if (cached && cached.version === this.#version && cached.stamp === stamp) return cached.items
    const items = this.all().sort(compare)
    this.#sorted.set(cacheKey, { version: this.#version, stamp, items })
    return items
  }

  toJSON(): T[] {
    return this.all()
  }
}

// ---- faults and calls ----

export interface Fault {
  id: number
  /** A merchant API path, or '*' for every path. */
  path: string
  /** HTTP status of the failure; absent for a delay only. */
  status?: number
  /** Envelope code (defaults to the status). */
  code?: number
  message?: string
  /** Calls still to affect. */
  remaining: number
  delayMs: number
}

export interface CallRecord {
  seq: number
  method: string
  path: string
  time: number
  status: number
  code: number
  requestId: string
  /** Whether an injected fault answered the call. */
  fault: boolean
}

const MAX_CALLS = 5000

// ---- the workspace ----

export const collectionNames = [
  'products',
  'plans',
  'gateways',
  'users',
  'subscriptions',
  'invoices',
  'discountCodes',
  'batchTemplates',
  'batchChildren',
  'metrics',
  'members',
  'webhookEndpoints',
  'webhookLogs',
  'vatNumbers',
  'usVatUploadHistory',
  'adminNotes',
] as const
export type CollectionName = (typeof collectionNames)[number]

/** One value per collection. */
export function byCollection<T>(make: (name: CollectionName) => T): Record<CollectionName, T> {
  return Object.fromEntries(collectionNames.map((name) => [name, make(name)])) as Record<CollectionName, T>
}

/** The member that keys each collection's records. */
export const collectionKeys = {
  products: 'id',
  plans: 'id',
  gateways: 'gatewayId',
  users: 'id',
  subscriptions: 'subscriptionId',
  invoices: 'invoiceId',
  discountCodes: 'id',
  batchTemplates: 'id',
  batchChildren: 'id',
  metrics: 'id',
  members: 'id',
  webhookEndpoints: 'id',
  webhookLogs: 'id',
  vatNumbers: 'vatNumber',
  usVatUploadHistory: 'id',
  adminNotes: 'id',
} as const satisfies Record<CollectionName, string>

/** The numeric member whose values a collection's id counter follows (none for VAT numbers). */
const counterMembers: Partial<Record<CollectionName, string>> = {
  ...Object.fromEntries(collectionNames.map((name) => [name, 'id'])),
  gateways: 'gatewayId',
  vatNumbers: undefined,
}

export interface WorkspaceCollections {
  products: ProductRecord[]
  plans: PlanRecord[]
  gateways: GatewayRecord[]
  users: UserRecord[]
  subscriptions: SubscriptionRecord[]
  invoices: InvoiceRecord[]
  discountCodes: DiscountCodeRecord[]
  batchTemplates: BatchTemplateRecord[]
  batchChildren: BatchChildRecord[]
  metrics: MetricRecord[]
  members: MemberRecord[]
  webhookEndpoints: WebhookEndpointRecord[]
  webhookLogs: WebhookLogRecord[]
  vatNumbers: VatNumberRecord[]
  usVatUploadHistory: UsVatUploadRecord[]
  adminNotes: AdminNoteRecord[]
}

/** A workspace's identity, merchant and id counters. */
export interface WorkspaceMeta {
  id: string
  apiKey: string
  revoked: boolean
  dataset: DatasetName
  /** How the workspace's calls are answered (absent in snapshots saved before dialects: spec). */
  dialect?: DialectName
  createdAt: number
  /** Whether the real service's list, search and detail calls answer (absent in older snapshots: true). */
  extensions?: boolean
  merchant: MerchantRecord
  ownerMemberId: number
  counters: Record<string, number>
}

/** The JSON form of a workspace (persistence and GET /__sandbox/state). */
export interface WorkspaceState extends WorkspaceMeta {
  mailbox: MailMessage[]
  collections: WorkspaceCollections
}

export interface StoreSnapshot {
  format: 'merchant-sandbox'
  version: 1
  savedAt: number
  /** The last journal entry the snapshot holds (persist.ts); entries after it are replayed over it. */
  journalSeq?: number
  workspaces: WorkspaceState[]
}

/**
 * What changed in a workspace since the last `takeChanges()`: the whole workspace (created, reset or
 * loaded), or its meta with the mail sent and the records changed. Records are references: serialise
 * them before the next change.
 */
export interface WorkspaceChange {
  id: string
  whole?: WorkspaceState
  meta?: WorkspaceMeta
  /** The mailbox is cut to `from` messages, then these are added. */
  mail?: { from: number; messages: MailMessage[] }
  collections?: Partial<Record<CollectionName, CollectionChange>>
}

interface StoreHooks {
  now(): number
  /** The workspace changed (persistence). */
  changed(workspace: Workspace): void
  /** Whether the port is a webhook receiver for every workspace (`--webhook-port`). */
  isWebhookReceiver(port: number): boolean
}

export const DEFAULT_MERCHANT_ID = 10001

export class Workspace implements RecordContext {
  readonly id: string
  apiKey: string
  revoked = false
  dataset: DatasetName
  /** How the merchant API answers this workspace's calls. */
  dialect: DialectName
  /** Whether the real service's list, search and detail calls answer; off, they are unknown paths (404). */
  extensions = true
  readonly createdAt: number
  merchant: MerchantRecord
  /** The member the API key belongs to. */
  ownerMemberId = 0
  counters: Record<string, number> = {}
  mailbox: MailMessage[] = []
  faults: Fault[] = []
  /**
   * Short locks the real service takes on a call (a refund's, an invoice e-mail's): key → the second it ends. Kept in
   * memory only, as the service keeps them (in its cache): a restart frees them.
   */
  readonly locks = new Map<string, number>()
  calls: CallRecord[] = []
  /** Loopback ports registered as webhook receivers of this workspace (control API). */
  readonly webhookPorts = new Set<number>()
  #faultSeq = 0
  #callSeq = 0
  /** Created, reset or loaded since the last `takeChange()`: the change is the whole workspace. */
  #changedWhole = true
  /** Messages in the mailbox at the last `takeChange()`. */
  #mailTaken = 0

  readonly products: Collection<ProductRecord>
  readonly plans: Collection<PlanRecord>
  readonly gateways: Collection<GatewayRecord>
  readonly users: Collection<UserRecord>
  /** By subscriptionId. */
  readonly subscriptions: Collection<SubscriptionRecord, string>
  /** By invoiceId. */
  readonly invoices: Collection<InvoiceRecord, string>
  readonly discountCodes: Collection<DiscountCodeRecord>
  readonly batchTemplates: Collection<BatchTemplateRecord>
  readonly batchChildren: Collection<BatchChildRecord>
  readonly metrics: Collection<MetricRecord>
  readonly members: Collection<MemberRecord>
  readonly webhookEndpoints: Collection<WebhookEndpointRecord>
  readonly webhookLogs: Collection<WebhookLogRecord>
  /** By vatNumber (normalised: no spaces, upper case). */
  readonly vatNumbers: Collection<VatNumberRecord, string>
  readonly usVatUploadHistory: Collection<UsVatUploadRecord>
  /** Notes members left on customers and subscriptions. */
  readonly adminNotes: Collection<AdminNoteRecord>

  constructor(
    private readonly hooks: StoreHooks,
    init: { id: string; apiKey: string; dataset: DatasetName; createdAt: number; dialect?: DialectName },
  ) {
    this.id = init.id
    this.apiKey = init.apiKey
    this.dataset = init.dataset
    this.dialect = init.dialect ?? DEFAULT_DIALECT
    this.createdAt = init.createdAt
    this.merchant = blankMerchant(init.createdAt)
    const collection = <T extends object, K extends string | number = number>(name: CollectionName) => {
      const key = collectionKeys[name]
      const counter = counterMembers[name]
      return new Collection<T, K>(
        name,
        (record) => (record as Record<string, K>)[key],
        this,
        counter ? (record) => (record as Record<string, number>)[counter] : undefined,
      )
    }
    this.products = collection('products')
    this.plans = collection('plans')
    this.gateways = collection('gateways')
    this.users = collection('users')
    this.subscriptions = collection('subscriptions')
    this.invoices = collection('invoices')
    this.discountCodes = collection('discountCodes')
    this.batchTemplates = collection('batchTemplates')
    this.batchChildren = collection('batchChildren')
    this.metrics = collection('metrics')
    this.members = collection('members')
    this.webhookEndpoints = collection('webhookEndpoints')
    this.webhookLogs = collection('webhookLogs')
    this.vatNumbers = collection('vatNumbers')
    this.usVatUploadHistory = collection('usVatUploadHistory')
    this.adminNotes = collection('adminNotes')
  }

  /** Current time, seconds since the epoch. */
  now(): number {
    return this.hooks.now()
  }

  get merchantId(): number {
    return this.merchant.id
  }

  collection(name: CollectionName): Collection<object, string | number> {
    return this[name] as unknown as Collection<object, string | number>
  }

  nextId(counter: string): number {
    const next = (this.counters[counter] ?? 0) + 1
    this.counters[counter] = next
    this.changed()
    return next
  }

  observeId(counter: string, id: number): void {
    if (id > (this.counters[counter] ?? 0)) this.counters[counter] = id
  }

  hasKey(collection: string, key: string): boolean {
    return (collectionNames as readonly string[]).includes(collection)
      ? this.collection(collection as CollectionName).has(key)
      : false
  }

  findGateway(gatewayId: number): GatewayRecord | undefined {
    return this.gateways.get(gatewayId)
  }

  /** Marks the workspace changed (persistence). Collections call it on every change. */
  changed(): void {
    this.hooks.changed(this)
  }

  /** The member the API key belongs to. */
  owner(): MemberRecord | undefined {
    return this.members.get(this.ownerMemberId)
  }

  memberByEmail(email: string): MemberRecord | undefined {
    const wanted = email.trim().toLowerCase()
    return this.members.find((member) => member.email.toLowerCase() === wanted)
  }

  // ---- mailbox ----

  /** "Sends" a new 6-digit code to the address; the mailbox keeps it. */
  sendCode(email: string, subject = 'Your verification code'): MailMessage {
    const message: MailMessage = {
      email,
      code: String(randomInt(1_000_000)).padStart(6, '0'),
      sentAt: this.now(),
      subject,
    }
    this.mailbox.push(message)
    this.changed()
    return message
  }

  /** Mails sent to the address, oldest first (case-insensitive). */
  messagesFor(email: string): MailMessage[] {
    const wanted = email.trim().toLowerCase()
    return this.mailbox.filter((message) => message.email.toLowerCase() === wanted)
  }

  /** The code of the latest mail sent to the address (with this subject, when given). */
  latestCode(email: string, subject?: string): string | undefined {
    return this.messagesFor(email)
      .filter((message) => subject === undefined || message.subject === subject)
      .at(-1)?.code
  }

  // ---- locks ----

  /**
   * Takes the lock `key` for `seconds` (on the workspace's clock): false when it is held already. A lock is never
   * released early: it ends when its time is up.
   */
  tryLock(key: string, seconds: number): boolean {
    const now = this.now()
    const until = this.locks.get(key)
    if (until !== undefined && until > now) return false
    if (this.locks.size >= 1000) for (const [held, end] of this.locks) if (end <= now) this.locks.delete(held)
    this.locks.set(key, now + seconds)
    return true
  }

  // ---- faults and calls ----

  addFault(fault: Omit<Fault, 'id'>): Fault {
    const added = { id: ++this.#faultSeq, ...fault }
    this.faults.push(added)
    return added
  }

  /** The first fault for the path, counted down (removed at zero). */
  takeFault(path: string): Fault | undefined {
    const index = this.faults.findIndex((fault) => fault.path === path || fault.path === '*')
    if (index < 0) return undefined
    const fault = this.faults[index]
    fault.remaining--
    if (fault.remaining <= 0) this.faults.splice(index, 1)
    return { ...fault }
  }

  /** Whether a webhook may be delivered to this port on loopback: registered here or for every workspace. */
  isWebhookReceiver(port: number): boolean {
    return this.webhookPorts.has(port) || this.hooks.isWebhookReceiver(port)
  }

  clearFaults(path?: string): void {
    this.faults = path ? this.faults.filter((fault) => fault.path !== path) : []
  }

  logCall(call: Omit<CallRecord, 'seq'>): void {
    this.calls.push({ seq: ++this.#callSeq, ...call })
    if (this.calls.length > MAX_CALLS) this.calls.splice(0, this.calls.length - MAX_CALLS)
  }

  // ---- whole state ----

  /** Empties everything but the identity (id, key): collections, counters, mailbox, faults, calls. */
  clear(): void {
    for (const name of collectionNames) this.collection(name).clear()
    this.counters = {}
    this.mailbox = []
    this.faults = []
    this.locks.clear()
    this.calls = []
    this.webhookPorts.clear()
    this.ownerMemberId = 0
    this.merchant = blankMerchant(this.now())
    this.#changedWhole = true
    this.changed()
  }

  meta(): WorkspaceMeta {
    return {
      id: this.id,
      apiKey: this.apiKey,
      revoked: this.revoked,
      dataset: this.dataset,
      dialect: this.dialect,
      createdAt: this.createdAt,
      extensions: this.extensions,
      merchant: this.merchant,
      ownerMemberId: this.ownerMemberId,
      counters: { ...this.counters },
    }
  }

  toJSON(): WorkspaceState {
    return {
      ...this.meta(),
      mailbox: [...this.mailbox],
      collections: Object.fromEntries(
        collectionNames.map((name) => [name, this.collection(name).all()]),
      ) as unknown as WorkspaceCollections,
    }
  }

  /** What changed since the last call (the store calls it for the workspaces that said they changed). */
  takeChange(): WorkspaceChange {
    const collections: Partial<Record<CollectionName, CollectionChange>> = {}
    for (const name of collectionNames) {
      const change = this.collection(name).takeChange()
      if (change) collections[name] = change
    }
    const mailFrom = Math.min(this.#mailTaken, this.mailbox.length)
    const mail = this.mailbox.length === this.#mailTaken ? undefined : { from: mailFrom, messages: this.mailbox.slice(mailFrom) }
    this.#mailTaken = this.mailbox.length
    if (this.#changedWhole) {
      this.#changedWhole = false
      return { id: this.id, whole: this.toJSON() }
    }
    return { id: this.id, meta: this.meta(), ...(mail && { mail }), ...(Object.keys(collections).length && { collections }) }
  }

  /** Replaces the content with a saved state (identity fields excepted). */
  load(state: WorkspaceState): void {
    this.clear()
    this.revoked = Boolean(state.revoked)
    this.extensions = state.extensions ?? true
    this.dataset = state.dataset
    this.dialect = isDialectName(state.dialect) ? state.dialect : DEFAULT_DIALECT
    this.merchant = { ...blankMerchant(this.now()), ...state.merchant }
    this.ownerMemberId = state.ownerMemberId ?? 0
    this.mailbox = Array.isArray(state.mailbox) ? [...state.mailbox] : []
    for (const name of collectionNames) {
      const records = state.collections?.[name]
      if (!Array.isArray(records)) continue
      const collection = this.collection(name)
      for (const record of records) collection.put(record)
    }
    for (const [counter, value] of Object.entries(state.counters ?? {})) this.observeId(counter, value)
  }
}

function blankMerchant(createTime: number): MerchantRecord {
  return { id: DEFAULT_MERCHANT_ID, name: '', email: '', countryCode: '', createTime }
}

// ---- the store ----

export interface StoreOptions {
  /** Seconds since the epoch. */
  now: () => number
  /** No workspace is created beyond this number (default `DEFAULT_MAX_WORKSPACES`). */
  maxWorkspaces?: number
  /** The dialect of workspaces created without one (default spec). */
  dialect?: DialectName
  /** Whether new workspaces answer the real service's list, search and detail calls (default true). */
  extensions?: boolean
  /** Loopback ports every workspace may deliver webhooks to. */
  webhookPorts?: readonly number[]
}

export const DEFAULT_MAX_WORKSPACES = 1000

export class Store {
  readonly #byId = new Map<string, Workspace>()
  readonly #byKey = new Map<string, Workspace>()
  readonly #now: () => number
  readonly maxWorkspaces: number
  /** The dialect of workspaces created without one, and of calls without a known key. */
  readonly defaultDialect: DialectName
  readonly #extensions: boolean
  #primaryId = ''
  /** The workspaces changed since the last `takeChanges()`. */
  readonly #changed = new Set<Workspace>()
  readonly webhookPorts: ReadonlySet<number>
  readonly #hooks: StoreHooks = {
    now: () => this.now(),
    changed: (workspace) => this.#changed.add(workspace),
    isWebhookReceiver: (port) => this.webhookPorts.has(port),
  }

  constructor(options: StoreOptions) {
    this.#now = options.now
    this.maxWorkspaces = options.maxWorkspaces ?? DEFAULT_MAX_WORKSPACES
    this.webhookPorts = new Set(options.webhookPorts ?? [])
    this.defaultDialect = options.dialect ?? DEFAULT_DIALECT
    this.#extensions = options.extensions ?? true
  }

  now(): number {
    return this.#now()
  }

  /** Whether workspaces created without saying answer the real service's list, search and detail calls. */
  get extensionsByDefault(): boolean {
    return this.#extensions
  }

  get primary(): Workspace {
    const primary = this.#byId.get(this.#primaryId)
    if (!primary) throw new Error('The store has no primary workspace')
    return primary
  }

  /** What changed since the last call, by workspace; empty when nothing did. */
  takeChanges(): WorkspaceChange[] {
    const changes = [...this.#changed]
      .filter((workspace) => this.#byId.has(workspace.id))
      .map((workspace) => workspace.takeChange())
    this.#changed.clear()
    return changes
  }

  /** Whether another workspace may be created. */
  get full(): boolean {
    return this.#byId.size >= this.maxWorkspaces
  }

  workspaces(): Workspace[] {
    return [...this.#byId.values()]
  }

  /**
   * A new workspace loaded with a dataset; a fresh random key unless one is given; the dialect and the
   * extensions as the store's defaults unless given.
   */
  createWorkspace(options: {
    dataset: DatasetName
    apiKey?: string
    primary?: boolean
    dialect?: DialectName
    extensions?: boolean
  }): Workspace {
    const apiKey = options.apiKey ?? `sk_test_${randomHex(16)}`
    if (this.#byKey.has(apiKey)) throw new Error('This API key already has a workspace')
    if (this.full && !options.primary) throw new Error(`The sandbox holds ${this.maxWorkspaces} workspaces, its limit`)
    const workspace = new Workspace(this.#hooks, {
      id: `ws_${randomHex(8)}`,
      apiKey,
      dataset: options.dataset,
      createdAt: this.now(),
      dialect: options.dialect ?? this.defaultDialect,
    })
    workspace.extensions = options.extensions ?? this.#extensions
    loadDataset(workspace, options.dataset)
    this.#add(workspace, options.primary)
    workspace.changed()
    return workspace
  }

  #add(workspace: Workspace, primary = false): void {
    this.#byId.set(workspace.id, workspace)
    if (!workspace.revoked) this.#byKey.set(workspace.apiKey, workspace)
    if (primary) this.#primaryId = workspace.id
  }

  /** The workspace of an active key. */
  byKey(apiKey: string): Workspace | undefined {
    return this.#byKey.get(apiKey)
  }

  byId(id: string): Workspace | undefined {
    return this.#byId.get(id)
  }

  /** The dialect of the workspace that holds or held this key (a revoked one too); else the default one. */
  dialectOfKey(apiKey: string): DialectName {
    for (const workspace of this.#byId.values()) if (workspace.apiKey === apiKey) return workspace.dialect
    return this.defaultDialect
  }

  /** The key stops working; the workspace is kept (it stays in snapshots, revoked). */
  revoke(workspace: Workspace): void {
    workspace.revoked = true
    this.#byKey.delete(workspace.apiKey)
    workspace.changed()
  }

  /** Empties the workspace and loads the dataset again. Key and id stay. */
  reset(workspace: Workspace, dataset: DatasetName): void {
    workspace.clear()
    workspace.dataset = dataset
    loadDataset(workspace, dataset)
  }

  snapshot(): StoreSnapshot {
    return {
      format: 'merchant-sandbox',
      version: 1,
      savedAt: this.now(),
      workspaces: this.workspaces().map((workspace) => workspace.toJSON()),
    }
  }

  /**
   * Loads the workspaces of a snapshot. The primary key's workspace becomes the primary one and is
   * reactivated if it was revoked; when the snapshot has none, one is created with the dataset.
   */
  restore(snapshot: StoreSnapshot, primary: { apiKey: string; dataset: DatasetName }): void {
    if (snapshot?.format !== 'merchant-sandbox' || !Array.isArray(snapshot.workspaces)) {
      throw new Error('Not a sandbox snapshot')
    }
    this.#byId.clear()
    this.#byKey.clear()
    this.#primaryId = ''
    for (const state of snapshot.workspaces) {
      const workspace = new Workspace(this.#hooks, {
        id: state.id,
        apiKey: state.apiKey,
        dataset: state.dataset,
        createdAt: state.createdAt,
      })
      workspace.load(state)
      const isPrimary = state.apiKey === primary.apiKey
      if (isPrimary) workspace.revoked = false
      this.#add(workspace, isPrimary)
    }
    if (!this.#primaryId) this.createWorkspace({ apiKey: primary.apiKey, dataset: primary.dataset, primary: true })
  }
}
