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

/** Records of one kind, by key, in insertion order. */
export class Collection<T extends object, K extends string | number = number> {
  readonly #items = new Map<K, T>()
  readonly #sorted = new Map<string, { version: number; items: readonly T[] }>()
  #version = 0

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
    this.#items.set(this.keyOf(record), record)
    const id = this.numericIdOf?.(record)
    if (typeof id === 'number' && Number.isInteger(id)) this.owner.observeId(this.name, id)
    this.touch()
    return record
  }

  /** Merge `changes` into the record with this key; undefined when there is none. */
  update(key: K, changes: Partial<T>): T | undefined {
    const record = this.#items.get(key)
    if (!record) return undefined
    Object.assign(record, changes)
    this.touch()
    return record
  }

  delete(key: K): boolean {
    const deleted = this.#items.delete(key)
    if (deleted) this.touch()
    return deleted
  }

  clear(): void {
    this.#items.clear()
    this.touch()
  }

  /** Call after changing a record in place, so that caches and persistence see the change. */
  touch(): void {
    this.#version++
    this.owner.changed()
  }

  /**
   * Every record sorted by `compare`, cached under `cacheKey` until the collection changes.
   * The array is shared: do not modify it.
   */
  sorted(cacheKey: string, compare: (a: T, b: T) => number): readonly T[] {
    const cached = this.#sorted.get(cacheKey)
    if (cached && cached.version === this.#version) return cached.items
    const items = this.all().sort(compare)
    this.#sorted.set(cacheKey, { version: this.#version, items })
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
] as const
export type CollectionName = (typeof collectionNames)[number]

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
}

/** The JSON form of a workspace (persistence and GET /__sandbox/state). */
export interface WorkspaceState {
  id: string
  apiKey: string
  revoked: boolean
  dataset: DatasetName
  /** How the workspace's calls are answered (absent in snapshots saved before dialects: spec). */
  dialect?: DialectName
  createdAt: number
  merchant: MerchantRecord
  ownerMemberId: number
  counters: Record<string, number>
  mailbox: MailMessage[]
  collections: WorkspaceCollections
}

export interface StoreSnapshot {
  format: 'merchant-sandbox'
  version: 1
  savedAt: number
  workspaces: WorkspaceState[]
}

interface StoreHooks {
  now(): number
  markDirty(): void
}

export const DEFAULT_MERCHANT_ID = 10001

export class Workspace implements RecordContext {
  readonly id: string
  apiKey: string
  revoked = false
  dataset: DatasetName
  /** How the merchant API answers this workspace's calls. */
  dialect: DialectName
  readonly createdAt: number
  lastUsedAt: number
  merchant: MerchantRecord
  /** The member the API key belongs to. */
  ownerMemberId = 0
  counters: Record<string, number> = {}
  mailbox: MailMessage[] = []
  faults: Fault[] = []
  calls: CallRecord[] = []
  #faultSeq = 0
  #callSeq = 0

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

  constructor(
    private readonly hooks: StoreHooks,
    init: { id: string; apiKey: string; dataset: DatasetName; createdAt: number; dialect?: DialectName },
  ) {
    this.id = init.id
    this.apiKey = init.apiKey
    this.dataset = init.dataset
    this.dialect = init.dialect ?? DEFAULT_DIALECT
    this.createdAt = init.createdAt
    this.lastUsedAt = init.createdAt
    this.merchant = blankMerchant(init.createdAt)
    const byId = <T extends { id: number }>(name: CollectionName) =>
      new Collection<T>(
        name,
        (r) => r.id,
        this,
        (r) => r.id,
      )
    this.products = byId('products')
    this.plans = byId('plans')
    this.gateways = new Collection<GatewayRecord>(
      'gateways',
      (r) => r.gatewayId,
      this,
      (r) => r.gatewayId,
    )
    this.users = byId('users')
    this.subscriptions = new Collection<SubscriptionRecord, string>(
      'subscriptions',
      (r) => r.subscriptionId,
      this,
      (r) => r.id,
    )
    this.invoices = new Collection<InvoiceRecord, string>(
      'invoices',
      (r) => r.invoiceId,
      this,
      (r) => r.id,
    )
    this.discountCodes = byId('discountCodes')
    this.batchTemplates = byId('batchTemplates')
    this.batchChildren = byId('batchChildren')
    this.metrics = byId('metrics')
    this.members = byId('members')
    this.webhookEndpoints = byId('webhookEndpoints')
    this.webhookLogs = byId('webhookLogs')
    this.vatNumbers = new Collection<VatNumberRecord, string>('vatNumbers', (r) => r.vatNumber, this)
    this.usVatUploadHistory = byId('usVatUploadHistory')
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

  /** Marks the state changed (persistence). Collections call it on every change. */
  changed(): void {
    this.hooks.markDirty()
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

  /** The code of the latest mail sent to the address. */
  latestCode(email: string): string | undefined {
    return this.messagesFor(email).at(-1)?.code
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
    this.calls = []
    this.ownerMemberId = 0
    this.merchant = blankMerchant(this.now())
    this.changed()
  }

  toJSON(): WorkspaceState {
    return {
      id: this.id,
      apiKey: this.apiKey,
      revoked: this.revoked,
      dataset: this.dataset,
      dialect: this.dialect,
      createdAt: this.createdAt,
      merchant: this.merchant,
      ownerMemberId: this.ownerMemberId,
      counters: { ...this.counters },
      mailbox: [...this.mailbox],
      collections: Object.fromEntries(
        collectionNames.map((name) => [name, this.collection(name).all()]),
      ) as unknown as WorkspaceCollections,
    }
  }

  /** Replaces the content with a saved state (identity fields excepted). */
  load(state: WorkspaceState): void {
    this.clear()
    this.revoked = Boolean(state.revoked)
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
  /** Least recently used workspaces beyond this number are dropped (never the primary one). */
  maxWorkspaces?: number
  /** The dialect of workspaces created without one (default spec). */
  dialect?: DialectName
}

export class Store {
  readonly #byId = new Map<string, Workspace>()
  readonly #byKey = new Map<string, Workspace>()
  readonly #now: () => number
  readonly #maxWorkspaces: number
  /** The dialect of workspaces created without one, and of calls without a known key. */
  readonly defaultDialect: DialectName
  #primaryId = ''
  /** True when the state changed since the last `takeDirty()`. */
  #dirty = false

  constructor(options: StoreOptions) {
    this.#now = options.now
    this.#maxWorkspaces = options.maxWorkspaces ?? 1000
    this.defaultDialect = options.dialect ?? DEFAULT_DIALECT
  }

  now(): number {
    return this.#now()
  }

  get primary(): Workspace {
    const primary = this.#byId.get(this.#primaryId)
    if (!primary) throw new Error('The store has no primary workspace')
    return primary
  }

  markDirty(): void {
    this.#dirty = true
  }

  /** Whether the state changed since the last call; resets the flag. */
  takeDirty(): boolean {
    const dirty = this.#dirty
    this.#dirty = false
    return dirty
  }

  workspaces(): Workspace[] {
    return [...this.#byId.values()]
  }

  /** A new workspace loaded with a dataset; a fresh random key unless one is given. */
  createWorkspace(options: { dataset: DatasetName; apiKey?: string; primary?: boolean; dialect?: DialectName }): Workspace {
    const apiKey = options.apiKey ?? `sk_test_${randomHex(16)}`
    if (this.#byKey.has(apiKey)) throw new Error('This API key already has a workspace')
    const workspace = new Workspace(this, {
      id: `ws_${randomHex(8)}`,
      apiKey,
      dataset: options.dataset,
      createdAt: this.now(),
      dialect: options.dialect ?? this.defaultDialect,
    })
    loadDataset(workspace, options.dataset)
    this.#add(workspace, options.primary)
    this.markDirty()
    return workspace
  }

  #add(workspace: Workspace, primary = false): void {
    this.#byId.set(workspace.id, workspace)
    if (!workspace.revoked) this.#byKey.set(workspace.apiKey, workspace)
    if (primary) this.#primaryId = workspace.id
    this.#evict()
  }

  #evict(): void {
    while (this.#byId.size > this.#maxWorkspaces) {
      let oldest: Workspace | undefined
      for (const workspace of this.#byId.values()) {
        if (workspace.id === this.#primaryId) continue
        if (!oldest || workspace.lastUsedAt < oldest.lastUsedAt) oldest = workspace
      }
      if (!oldest) return
      this.#byId.delete(oldest.id)
      this.#byKey.delete(oldest.apiKey)
    }
  }

  /** The workspace of an active key (and marks it used). */
  byKey(apiKey: string): Workspace | undefined {
    const workspace = this.#byKey.get(apiKey)
    if (workspace) workspace.lastUsedAt = this.now()
    return workspace
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
    this.markDirty()
  }

  /** Empties the workspace and loads the dataset again. Key and id stay. */
  reset(workspace: Workspace, dataset: DatasetName): void {
    workspace.clear()
    workspace.dataset = dataset
    loadDataset(workspace, dataset)
    this.markDirty()
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
      const workspace = new Workspace(this, {
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
    this.#dirty = false
  }
}
