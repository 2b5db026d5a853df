import { AccountStatus } from '../src/api/contract/codes'
import type { WebhookEventKind } from '../src/api/contract/webhooks'
import type { Rng } from './random'
import {
  buildMember,
  buildUsVatUpload,
  buildVatNumber,
  buildWebhookEndpoint,
  buildWebhookLog,
  type Draft,
  type MemberRecord,
  type UsVatUploadRecord,
} from './records'
import type { DatasetContext } from './seed'
import type { Workspace } from './store'

/**
 * Account, VAT and webhooks in the demo dataset:
 * - the key owner (member 1, no role: the owner may do everything) with three devices (one current) and two linked
 *   OAuth accounts; members 2–5 with roles of the official portal's permission groups: 2 (Finance) with
 *   two-factor, 3 (Support: customers, subscriptions and invoices only) with the password `northwind-support`,
 *   4 invited without a password, 5 (Finance and Developer);
 * - a register of known EU VAT numbers with their companies (one of them deregistered);
 * - 48 US VAT uploads (ids 1–48) to avalara, taxjar and vertex, payments and refunds, for invoices
 *   in_1 … in_24, some answered with plain text;
 * - webhook endpoints 1–5 (3 and 4 on loopback addresses) and 36 delivery logs (ids 1–36).
 */

const DAY = 86_400
const HOUR = 3_600

/** Member 2's two-factor secret (base32). */
export const DEMO_FINANCE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPNORTHWND'

function hex(rng: Rng, length: number): string {
  let text = ''
  while (text.length < length) text += rng.int(0, 15).toString(16)
  return text
}

// ---- members ----

/** The support member's password (this is a sandbox: never a real password). */
export const DEMO_SUPPORT_PASSWORD = 'northwind-support'
export const DEMO_SUPPORT_EMAIL = 'support@northwind.example'

/**
 * A role as the real service keeps it: permission groups named after the official portal's pages, each granted
 * when its list is not empty (member-sign-in.md §7.2).
 */
function role(ws: Workspace, id: number, name: string, createTime: number, groups: readonly string[]) {
  return {
    id,
    role: name,
    createTime,
    merchantId: ws.merchantId,
    permissions: groups.map((group) => ({ group, permissions: ['access'] })),
  }
}

/** A member's permissions in effect, the real service's way: each group mapped to `{group, permissions}`. */
function groupPermission(
  roles: { permissions: { group: string; permissions: string[] }[] }[],
): Record<string, { group: string; permissions: string[] }> {
  const merged: Record<string, Set<string>> = {}
  for (const { permissions } of roles) {
    for (const { group, permissions: actions } of permissions) {
      merged[group] ??= new Set()
      for (const action of actions) merged[group].add(action)
    }
  }
  return Object.fromEntries(Object.entries(merged).map(([group, actions]) => [group, { group, permissions: [...actions] }]))
}

function seedMembers(ws: Workspace, rng: Rng, base: number): void {
  const financeRole = role(ws, 3, 'Finance', base - 300 * DAY, [
    'invoice',
    'transaction',
    'refund',
    'promo-credit',
    'subscription',
    'user',
    'report',
  ])
  const supportRole = role(ws, 4, 'Support', base - 250 * DAY, ['user', 'subscription', 'invoice'])
  const developerRole = role(ws, 2, 'Developer', base - 200 * DAY, ['plan', 'billable-metric', 'configuration'])

  const device = (
    name: string,
    ipAddress: string,
    lastLogin: number,
    lastActive: number,
    options: { current?: boolean; active?: boolean; totp?: number } = {},
  ) => ({
    name,
    identity: `dev_${hex(rng, 16)}`,
    ipAddress,
    lastLoginTime: lastLogin,
    lastActiveTime: lastActive,
    lastTotpVerificationTime: options.totp ?? 0,
    currentDevice: Boolean(options.current),
    status: options.active ?? true,
  })

  const ownerDevices = [
    device('Chrome 131 on macOS', '203.0.113.24', base - 2 * DAY, base - 20 * 60, { current: true, totp: base - 2 * DAY }),
    device('Safari on iPhone', '198.51.100.7', base - 9 * DAY, base - 1 * DAY, { totp: base - 9 * DAY }),
    device('Firefox 133 on Windows', '192.0.2.150', base - 61 * DAY, base - 58 * DAY, { active: false, totp: base - 61 * DAY }),
  ]
  const owner = ws.owner()
  if (owner) {
    ws.members.update(owner.id, {
      deviceList: ownerDevices,
      currentDeviceIdentity: ownerDevices[0].identity,
      oauthAccounts: [
        {
          provider: 'google',
          providerId: '108234719283746501928',
          email: 'morgan.reyes@gmail.example',
          emailVerified: true,
          name: 'Morgan Reyes',
          image: 'https://avatars.northwind.example/morgan-google.png',
        },
        {
          provider: 'github',
          providerId: '5823147',
          email: owner.email,
          emailVerified: false,
          name: 'mreyes-nw',
          image: 'https://avatars.northwind.example/morgan-github.png',
        },
      ],
    })
  }

  const others: Draft<MemberRecord>[] = [
    {
      id: 2,
      email: 'finance@northwind.example',
      firstName: 'Priya',
      lastName: 'Natarajan',
      mobile: '+44 20 7946 0321',
      createTime: base - 300 * DAY,
      MemberRoles: [financeRole],
      MemberGroupPermission: groupPermission([financeRole]),
      totpSecret: DEMO_FINANCE_TOTP_SECRET,
      deviceList: [
        device('Edge on Windows', '203.0.113.81', base - 3 * DAY, base - 5 * HOUR, { current: true, totp: base - 3 * DAY }),
      ],
      status: AccountStatus.active,
    },
    {
      id: 3,
      email: DEMO_SUPPORT_EMAIL,
      password: DEMO_SUPPORT_PASSWORD,
      firstName: 'Tomás',
      lastName: 'Becker',
      mobile: '',
      createTime: base - 250 * DAY,
      MemberRoles: [supportRole],
      MemberGroupPermission: groupPermission([supportRole]),
      deviceList: [device('Chrome on ChromeOS', '198.51.100.42', base - 1 * DAY, base - 2 * HOUR, { current: true })],
      status: AccountStatus.active,
    },
    {
      id: 4,
      email: 'lena.okafor@northwind.example',
      firstName: 'Lena',
      lastName: 'Okafor',
      createTime: base - 6 * DAY,
      MemberRoles: [supportRole],
      MemberGroupPermission: groupPermission([supportRole]),
      isBlankPasswd: true,
      password: '',
      status: AccountStatus.active,
    },
    {
      id: 5,
      email: 'ops@northwind.example',
      firstName: 'Jun',
      lastName: 'Watanabe',
      mobile: '+81 3 4578 1200',
      createTime: base - 120 * DAY,
      MemberRoles: [financeRole, developerRole],
      MemberGroupPermission: groupPermission([financeRole, developerRole]),
      status: AccountStatus.active,
    },
  ]
  for (const draft of others) {
    const member = ws.members.put(buildMember(ws, draft))
    ws.sendCode(member.email)
  }
}

// ---- VAT numbers ----

/** Known numbers: format and check digits are valid; the companies are made up. */
const vatRegister = [
  ['DE281734053', 'Brandt & Vogel Software GmbH', 'Friedrichstraße 68\n10117 Berlin'],
  ['DE281734061', 'Hafenblick Logistik AG', 'Am Sandtorkai 41\n20457 Hamburg'],
  ['FR71482917365', 'Atelier Lumière SAS', '12 rue de la Paix\n75002 Paris'],
  ['NL859213470B01', 'Grachtzicht Media B.V.', 'Keizersgracht 221\n1016 DV Amsterdam'],
  ['IE4827324W', 'Liffey Analytics Ltd', '2 Grand Canal Square\nDublin 2, D02 A342'],
  ['ATU62849172', 'Alpenrand Data GmbH', 'Mariahilfer Straße 88\n1070 Wien'],
  ['BE0718264610', 'Zuidkaai Consulting BV', 'Kaai 14\n2000 Antwerpen'],
  ['ESB84726249', 'Solana Digital S.L.', 'Calle de Alcalá 45\n28014 Madrid'],
] as const

function seedVatNumbers(ws: Workspace): void {
  for (const [vatNumber, companyName, companyAddress] of vatRegister) {
    ws.vatNumbers.put(
      buildVatNumber(ws, {
        vatNumber,
        companyName,
        companyAddress,
        valid: true,
        validateMessage: 'Valid: registered to the company shown',
      }),
    )
  }
  ws.vatNumbers.put(
    buildVatNumber(ws, {
      vatNumber: 'DE281734070',
      companyName: 'Kranich Handels GmbH i.L.',
      companyAddress: 'Königsallee 12\n40212 Düsseldorf',
      valid: false,
      validateMessage: 'Not valid: the number was deregistered on 30 June 2025',
    }),
  )
}

// ---- US VAT upload history ----

const taxGateways = ['avalara', 'taxjar', 'vertex'] as const
const usAddresses = [
  { line1: '500 Market St', city: 'San Francisco', region: 'CA', postalCode: '94105' },
  { line1: '200 Park Ave', city: 'New York', region: 'NY', postalCode: '10166' },
  { line1: '1201 Elm St', city: 'Dallas', region: 'TX', postalCode: '75270' },
  { line1: '1000 2nd Ave', city: 'Seattle', region: 'WA', postalCode: '98104' },
  { line1: '1700 Lincoln St', city: 'Denver', region: 'CO', postalCode: '80203' },
] as const
const plainTextFailures = [
  '502 Bad Gateway',
  'Service Unavailable: the tax service is under maintenance, retry later',
  'Rate limit exceeded (120 requests per minute)',
] as const

interface Upload {
  gateway: (typeof taxGateways)[number]
  type: UsVatUploadRecord['uploadType']
  invoiceId: string
  userId: number
  /** Cents. */
  amount: number
  tax: number
  date: string
  to: (typeof usAddresses)[number]
}

function uploadRequest(upload: Upload): string {
  const refund = upload.type === 'RefundUpload'
  const sign = refund ? -1 : 1
  switch (upload.gateway) {
    case 'avalara':
      return JSON.stringify({
        type: refund ? 'ReturnInvoice' : 'SalesInvoice',
        code: refund ? `${upload.invoiceId}-refund` : upload.invoiceId,
        companyCode: 'NORTHWIND',
        customerCode: `user_${upload.userId}`,
        date: upload.date,
        currencyCode: 'USD',
        commit: true,
        addresses: {
          shipFrom: { line1: '500 Market St', city: 'San Francisco', region: 'CA', postalCode: '94105', country: 'US' },
          shipTo: { ...upload.to, country: 'US' },
        },
        lines: [
          { number: '1', quantity: 1, amount: (sign * upload.amount) / 100, taxCode: 'SW054000', description: 'Subscription' },
        ],
      })
    case 'taxjar':
      return JSON.stringify({
        transaction_id: refund ? `${upload.invoiceId}-refund` : upload.invoiceId,
        ...(refund ? { transaction_reference_id: upload.invoiceId } : {}),
        transaction_date: upload.date,
        to_country: 'US',
        to_state: upload.to.region,
        to_zip: upload.to.postalCode,
        to_city: upload.to.city,
        amount: (sign * upload.amount) / 100,
        shipping: 0,
        sales_tax: (sign * upload.tax) / 100,
        customer_id: `user_${upload.userId}`,
      })
    case 'vertex':
      return JSON.stringify({
        saleMessageType: refund ? 'REFUND' : 'INVOICE',
        documentNumber: upload.invoiceId,
        documentDate: upload.date,
        customer: {
          customerCode: { value: `user_${upload.userId}` },
          destination: {
            streetAddress1: upload.to.line1,
            city: upload.to.city,
            mainDivision: upload.to.region,
            postalCode: upload.to.postalCode,
            country: 'USA',
          },
        },
        lineItems: [{ lineItemNumber: 1, extendedPrice: (sign * upload.amount) / 100, product: { value: 'SaaS' } }],
      })
  }
}

function uploadResponse(upload: Upload, rng: Rng): { response: string; mark: string } {
  const refund = upload.type === 'RefundUpload'
  const sign = refund ? -1 : 1
  if (rng.chance(0.12)) return { response: rng.pick(plainTextFailures), mark: 'failed' }
  if (rng.chance(0.08)) {
    return {
      response: JSON.stringify({
        error: { code: 'DuplicateDocument', message: `A document with code ${upload.invoiceId} already exists` },
      }),
      mark: 'duplicate',
    }
  }
  switch (upload.gateway) {
    case 'avalara':
      return {
        response: JSON.stringify({
          id: rng.int(10_000_000, 99_999_999),
          code: refund ? `${upload.invoiceId}-refund` : upload.invoiceId,
          status: 'Committed',
          totalAmount: (sign * upload.amount) / 100,
          totalTax: (sign * upload.tax) / 100,
        }),
        mark: 'committed',
      }
    case 'taxjar':
      return {
        response: JSON.stringify({
          [refund ? 'refund' : 'order']: {
            transaction_id: refund ? `${upload.invoiceId}-refund` : upload.invoiceId,
            user_id: 148_211,
            provider: 'api',
            amount: String((sign * upload.amount) / 100),
            sales_tax: String((sign * upload.tax) / 100),
          },
        }),
        mark: 'created',
      }
    case 'vertex':
      return {
        response: JSON.stringify({
          data: {
            documentNumber: upload.invoiceId,
            totalTax: (sign * upload.tax) / 100,
            total: (sign * (upload.amount + upload.tax)) / 100,
          },
          meta: { app: 'vertex-o-series', timeElapsed: `${rng.int(40, 400)}ms` },
        }),
        mark: 'posted',
      }
  }
}

/** Number of US VAT uploads in the demo dataset. */
export const DEMO_US_VAT_UPLOAD_COUNT = 48

function seedUsVatUploads(ws: Workspace, rng: Rng, base: number): void {
  let createTime = base - 130 * DAY
  for (let id = 1; id <= DEMO_US_VAT_UPLOAD_COUNT; id++) {
    createTime += rng.int(12 * HOUR, 5 * DAY)
    // Every invoice is uploaded once as a payment; about a third are later refunded.
    const refund = id > 24 ? rng.chance(0.35) : false
    const invoiceNumber = id <= 24 ? id : rng.int(1, 24)
    const invoiceId = `in_${invoiceNumber}`
    const userId = ws.invoices.get(invoiceId)?.userId || ((invoiceNumber - 1) % 12) + 1
    const amount = rng.pick([1900, 4900, 9900, 19900, 49900])
    const to = rng.pick(usAddresses)
    const upload: Upload = {
      gateway: taxGateways[(invoiceNumber + (refund ? 1 : 0)) % taxGateways.length],
      type: refund ? 'RefundUpload' : 'PaymentUpload',
      invoiceId,
      userId,
      amount,
      tax: Math.round((amount * rng.pick([625, 725, 825, 887, 1025])) / 10_000),
      date: new Date(createTime * 1000).toISOString().slice(0, 10),
      to,
    }
    const { response, mark } = uploadResponse(upload, rng)
    ws.usVatUploadHistory.put(
      buildUsVatUpload(ws, {
        id,
        createTime,
        gatewayName: upload.gateway,
        uploadType: upload.type,
        invoiceId,
        userId,
        mark,
        request: uploadRequest(upload),
        response,
        requestId: `req_${hex(rng, 24)}`,
      }),
    )
  }
}

// ---- webhooks ----

const demoEndpoints: { url: string; events: WebhookEventKind[] }[] = [
  {
    url: 'https://hooks.northwind.example/billing',
    events: [
      'subscription.created',
      'subscription.updated',
      'subscription.cancelled',
      'subscription.auto_renew.success',
      'invoice.paid',
    ],
  },
  {
    url: 'https://erp.northwind.example/webhooks/merchant',
    events: ['invoice.created', 'invoice.paid', 'invoice.cancelled', 'payment.success', 'refund.success'],
  },
  { url: 'http://127.0.0.1:9911/webhooks', events: ['payment.success', 'payment.failure', 'refund.success'] },
  { url: 'http://localhost:3000/api/billing-webhook', events: ['user.created', 'user.updated', 'user.metric.update'] },
  {
    url: 'https://crm.northwind.example/hooks/users',
    events: ['user.created', 'user.updated', 'subscription.activated', 'subscription.expired'],
  },
]

function eventData(event: WebhookEventKind, rng: Rng): Record<string, unknown> {
  const userId = rng.int(1, 12)
  const n = rng.int(1, 24)
  const [kind] = event.split('.')
  switch (kind) {
    case 'subscription':
      return { subscriptionId: `sub_${n}`, userId, planId: rng.int(1, 10), status: event === 'subscription.cancelled' ? 4 : 2 }
    case 'invoice':
      return {
        invoiceId: `in_${n}`,
        userId,
        totalAmount: rng.pick([1900, 4900, 9900]),
        currency: rng.pick(['EUR', 'USD', 'GBP']),
      }
    case 'payment':
      return { paymentId: `pay_${n}`, invoiceId: `in_${n}`, userId, totalAmount: rng.pick([1900, 4900, 9900]), currency: 'EUR' }
    case 'user':
      return { userId, email: `user${userId}@example.test` }
    case 'discount':
      return { discountId: rng.int(1, 10) }
    default:
      return { metricId: rng.int(1, 8) }
  }
}

const receiverFailures = [
  { httpStatus: 500, responseBody: 'Internal Server Error' },
  { httpStatus: 404, responseBody: '{"error":"no route for /webhooks"}' },
  { httpStatus: 0, responseBody: '' },
] as const

/** Number of webhook delivery logs in the demo dataset. */
export const DEMO_WEBHOOK_LOG_COUNT = 36

function seedWebhooks(ws: Workspace, rng: Rng, base: number): void {
  demoEndpoints.forEach(({ url, events }, index) => {
    const createTime = base - (200 - index * 20) * DAY
    ws.webhookEndpoints.put(
      buildWebhookEndpoint(ws, {
        id: index + 1,
        url,
        events,
        createTime,
        gmtModify: createTime + 3 * DAY,
        secret: `whsec_${hex(rng, 32)}`,
      }),
    )
  })
  let createTime = base - 40 * DAY
  for (let id = 1; id <= DEMO_WEBHOOK_LOG_COUNT; id++) {
    createTime += rng.int(2 * HOUR, 30 * HOUR)
    const endpointId = ((id - 1) % demoEndpoints.length) + 1
    const endpoint = demoEndpoints[endpointId - 1]
    const event = rng.pick(endpoint.events)
    const failure = rng.chance(0.25) ? rng.pick(receiverFailures) : undefined
    const success = rng.chance(0.5)
      ? { httpStatus: 200, responseBody: '{"received":true}' }
      : { httpStatus: 204, responseBody: '' }
    const { httpStatus, responseBody } = failure ?? success
    const delivered = httpStatus >= 200 && httpStatus <= 299
    ws.webhookLogs.put(
      buildWebhookLog(ws, {
        id,
        endpointId,
        event,
        url: endpoint.url,
        requestBody: JSON.stringify({
          id: `evt_${hex(rng, 20)}`,
          event,
          createTime,
          merchantId: ws.merchantId,
          data: eventData(event, rng),
        }),
        responseBody,
        httpStatus,
        createTime,
        resendOfLogId: 0,
        delivered,
        result: delivered
          ? `delivered: HTTP ${httpStatus}`
          : httpStatus
            ? `not delivered: the receiver answered HTTP ${httpStatus}`
            : 'not delivered: no answer within 2 s',
      }),
    )
  }
}

/** The demo records of account, VAT and webhooks (runs after the other areas). */
export function seedAccount({ ws, rng, base }: DatasetContext): void {
  seedMembers(ws, rng, base)
  seedVatNumbers(ws)
  seedUsVatUploads(ws, rng, base)
  seedWebhooks(ws, rng, base)
}
