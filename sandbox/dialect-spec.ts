import type { Answer, Caller, Dialect, DialectRules, EmptyList, Presenters, RecordKind, Refusal } from './dialect'
import { badRequest, errorEnvelope, INTERNAL_ERROR_MESSAGE, newRequestId, SandboxError, successEnvelope } from './envelope'
import { bearerKey } from './http'

/**
 * The spec dialect (the default): the spec as written, and the sandbox's own readings where it is
 * silent. Errors answer HTTP 400 (bad input, a refused rule), 401 (key), 404 (unknown record or path) or
 * 500 with the same number in `code` and a message that names the field or the record.
 */

const labels: Record<RecordKind, string> = {
  subscription: 'Subscription',
  userSubscription: 'Subscription of user',
  user: 'User',
  gateway: 'Gateway',
  invoice: 'Invoice',
  discountCode: 'Discount code',
  batchTemplate: 'Batch discount template',
  batchChild: 'Batch child code',
  plan: 'Plan',
  product: 'Product',
  metric: 'Metric',
  member: 'Member',
  webhookEndpoint: 'Webhook endpoint',
  webhookLog: 'Webhook log',
  promoCreditAccount: 'Promo credit account',
}

const rules: DialectRules = {
  omittedEvents: 'keep',
  sendResult: 'delivered',
  resetWithoutTwoFactor: 'reset',
  resetNeedsCode: false,
  unknownMetricDetail: 'not found',
  plansWithoutProducts: 'every product',
  listInput: 'contract',
  memberCallsWithKey: 'key owner',
  apiKeyActor: 'as stored',
}

const present: Presenters = {
  subscription: (subscription) => subscription,
  user: (user) => user,
  creditAccount: (account) => account,
  member: (member) => member,
  deletedMetric: (metric) => metric,
}

export class SpecDialect implements Dialect {
  readonly name = 'spec'
  readonly rules = rules
  readonly present = present
  readonly requestId = newRequestId()

  success(data: unknown, merchantId: number) {
    return successEnvelope(data, merchantId, this.requestId)
  }

  failure(error: { status: number; code: number; message: string }, merchantId: number): Answer {
    return { status: error.status, envelope: errorEnvelope(error.code, error.message, merchantId, this.requestId) }
  }

  unexpected(merchantId: number): Answer {
    return this.failure({ status: 500, code: 500, message: INTERNAL_ERROR_MESSAGE }, merchantId)
  }

  refuseCaller({ authorization, apiKey }: Caller): Answer | undefined {
    if (apiKey) return undefined
    const message = bearerKey(authorization) ? 'Invalid API key' : 'Missing API key: send the header Authorization: Bearer <key>'
    return this.failure({ status: 401, code: 401, message }, 0)
  }

  checkInput(): void {}

  notFound(kind: RecordKind, id: string | number, specMessage?: string): never {
    throw new SandboxError(404, specMessage ?? `${labels[kind]} ${id} not found`)
  }

  refuse(_rule: Refusal, specMessage: string): never {
    badRequest(specMessage)
  }

  required(_goFieldName: string, specMessage: string): never {
    badRequest(specMessage)
  }

  list<T>(items: T[], _emptyAs: EmptyList): T[] {
    return items
  }

  leadingProducts(): object[] {
    return []
  }

  productMetaData(metadata: Record<string, unknown> | undefined): string {
    return JSON.stringify(metadata ?? {})
  }

  unpaidPeriodPaid(): number {
    return 0
  }
}
