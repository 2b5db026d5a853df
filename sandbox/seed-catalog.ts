import {
  BillingType,
  DiscountKind,
  DiscountStatus,
  DiscountType,
  MetricAggregationType as Aggregation,
  MetricType,
  PlanApplyType,
  PlanPublishStatus,
  PlanStatus,
  UserScope,
} from '../src/api/contract/codes'
import {
  buildBatchChild,
  buildBatchTemplate,
  buildDiscountCode,
  buildMetric,
  buildPlan,
  type DiscountCodeRecord,
  type Draft,
} from './records'
import type { DatasetContext } from './seed'

/**
 * Demo plans, discount codes, batch templates with their child codes, and usage metrics.
 *
 * Ids: plans 1–10, discount codes 1–12, batch templates 1–4, child codes 1–48, metrics 1–8.
 * Child codes name their template by its code (`parentTemplateCode`); redeemed ones point at users of the
 * customers area when they exist (their e-mail), at plans 1–10, and at invoice, subscription and payment
 * ids in the sandbox's default formats (`in_N`, `sub_N`, `pay_N`).
 */

const DAY = 86_400

const percentage = DiscountType.percentage
const fixedAmount = DiscountType.fixedAmount
const APPLY_ALL = PlanApplyType.allPlans
const APPLY_LISTED = PlanApplyType.listedPlans
const APPLY_EXCEPT_LISTED = PlanApplyType.exceptListedPlans
const APPLY_BY_GROUP = PlanApplyType.planGroups
const SCOPE_ALL = UserScope.allUsers
const SCOPE_NEW = UserScope.newUsers
const SCOPE_RENEWALS = UserScope.renewals

/** Main plans (type 1); the active ones are published in the customer portal. Amounts in minor units. */
export const DEMO_PLANS = [
  plan(1, 'plan_basic_monthly', 'Basic monthly', PlanStatus.active, 1, [4900, 'USD', 'month'], 'The essentials, billed monthly.'),
  plan(2, 'plan_basic_yearly', 'Basic yearly', PlanStatus.active, 1, [9900, 'EUR', 'year'], 'The essentials, two months free.'),
  plan(3, 'plan_pro_monthly', 'Pro monthly', PlanStatus.active, 2, [2900, 'USD', 'month'], 'Per seat, with priority support.'),
  plan(4, 'plan_pro_yearly', 'Pro yearly', PlanStatus.active, 2, [30000, 'USD', 'year'], 'Per seat, billed yearly.'),
  plan(5, 'plan_team_monthly', 'Team monthly', PlanStatus.editing, 3, [1900, 'EUR', 'month'], 'Per seat for teams of 5 or more.'),
  plan(6, 'plan_team_yearly', 'Team yearly', PlanStatus.editing, 3, [45000, 'GBP', 'year'], 'Teams, billed yearly.'),
  plan(
    7,
    'plan_enterprise_monthly',
    'Enterprise monthly',
    PlanStatus.inactive,
    4,
    [120000, 'EUR', 'month'],
    'SSO, audit logs, SLA.',
  ),
  plan(8, 'plan_legacy_starter', 'Legacy starter', PlanStatus.inactive, 5, [900, 'GBP', 'month'], 'No longer sold.'),
  plan(9, 'plan_education_yearly', 'Education yearly', PlanStatus.editing, 6, [4000, 'EUR', 'year'], 'For schools.'),
  plan(10, 'plan_nonprofit_yearly', 'Nonprofit yearly', PlanStatus.inactive, 7, [29000, 'EUR', 'year'], 'For charities.'),
] as const

function plan<const S extends number>(
  id: number,
  externalPlanId: string,
  planName: string,
  status: S,
  productId: number,
  [amount, currency, intervalUnit]: [number, string, 'month' | 'year'],
  description: string,
) {
  const publishStatus = status === PlanStatus.active ? PlanPublishStatus.published : PlanPublishStatus.unpublished
  return {
    id,
    externalPlanId,
    planName,
    status,
    productId,
    amount,
    currency,
    intervalUnit,
    intervalCount: 1,
    description,
    publishStatus,
  }
}

const noGroup = { currency: [], type: [], groupPlanIntervalSelector: [] }

function discountCodes(base: number): Draft<DiscountCodeRecord>[] {
  const common = {
    startTime: base - 60 * DAY,
    endTime: base + 120 * DAY,
    createTime: base - 75 * DAY,
    status: DiscountStatus.active,
    planApplyGroup: noGroup,
  }
  return [
    {
      ...common,
      id: 1,
      code: 'WELCOME10',
      name: 'Welcome 10 %',
      discountType: percentage,
      discountPercentage: 1000,
      billingType: BillingType.oneTime,
      quantity: 500,
      usedQuantity: 212,
      userLimit: 1,
      userScope: SCOPE_NEW,
      planApplyType: APPLY_ALL,
      advance: true,
      metadata: { campaign: 'onboarding', channel: 'website' },
    },
    {
      ...common,
      id: 2,
      code: 'SPRING25',
      name: 'Spring sale 25 %',
      discountType: percentage,
      discountPercentage: 2500,
      billingType: BillingType.recurring,
      cycleLimit: 3,
      quantity: 100,
      usedQuantity: 40,
      planApplyType: APPLY_LISTED,
      planIds: [1, 3],
      userScope: SCOPE_ALL,
      startTime: base - 20 * DAY,
      endTime: base + 40 * DAY,
      metadata: { campaign: 'spring-2026' },
    },
    {
      ...common,
      id: 3,
      code: 'SAVE5EUR',
      name: '€5 off the first invoice',
      discountType: fixedAmount,
      discountAmount: 500,
      currency: 'EUR',
      billingType: BillingType.oneTime,
      quantity: 50,
      usedQuantity: 48,
      planApplyType: APPLY_LISTED,
      planIds: [1, 2],
      userLimit: 1,
      userScope: SCOPE_ALL,
      metadata: { source: 'newsletter' },
    },
    {
      ...common,
      id: 4,
      code: 'PARTNER20',
      name: 'Partner 20 % (no limit)',
      discountType: percentage,
      discountPercentage: 2000,
      billingType: BillingType.recurring,
      cycleLimit: 0,
      quantity: 0,
      usedQuantity: 1300,
      planApplyType: APPLY_ALL,
      userScope: SCOPE_ALL,
      endTime: 0,
      metadata: { partner: 'resellers' },
    },
    {
      ...common,
      id: 5,
      code: 'YEARLY15',
      name: 'Yearly plans 15 %',
      discountType: percentage,
      discountPercentage: 1500,
      billingType: BillingType.recurring,
      cycleLimit: 1,
      quantity: 300,
      usedQuantity: 75,
      planApplyType: APPLY_BY_GROUP,
      planApplyGroup: {
        currency: ['EUR', 'USD'],
        type: [1],
        groupPlanIntervalSelector: [{ intervalCount: 1, intervalUnit: 'year' }],
      },
      advance: true,
      upgradeLongerOnly: true,
      userScope: SCOPE_ALL,
      metadata: { campaign: 'annual-upgrade' },
    },
    {
      ...common,
      id: 6,
      code: 'LOYAL10USD',
      name: '$10 off renewals',
      discountType: fixedAmount,
      discountAmount: 1000,
      currency: 'USD',
      billingType: BillingType.recurring,
      cycleLimit: 12,
      quantity: 200,
      usedQuantity: 18,
      planApplyType: APPLY_LISTED,
      planIds: [3, 4],
      advance: true,
      upgradeOnly: true,
      userLimit: 1,
      userScope: SCOPE_RENEWALS,
      metadata: {},
    },
    {
      ...common,
      id: 7,
      code: 'BLACKFRIDAY50',
      name: 'Black Friday 50 %',
      discountType: percentage,
      discountPercentage: 5000,
      billingType: BillingType.oneTime,
      quantity: 1000,
      usedQuantity: 874,
      status: DiscountStatus.expired,
      startTime: base - 40 * DAY,
      endTime: base - 35 * DAY,
      createTime: base - 50 * DAY,
      planApplyType: APPLY_ALL,
      userLimit: 1,
      userScope: SCOPE_ALL,
      metadata: { campaign: 'black-friday-2025' },
    },
    {
      ...common,
      id: 8,
      code: 'DRAFT30',
      name: 'Summer launch 30 % (draft)',
      discountType: percentage,
      discountPercentage: 3000,
      billingType: BillingType.oneTime,
      quantity: 250,
      usedQuantity: 0,
      status: DiscountStatus.editable,
      startTime: base + 150 * DAY,
      endTime: base + 180 * DAY,
      createTime: base - 2 * DAY,
      planApplyType: APPLY_ALL,
      userScope: SCOPE_NEW,
      metadata: { owner: 'marketing' },
    },
    {
      ...common,
      id: 9,
      code: 'PARTNER2025',
      name: 'Partner £20 off (ended)',
      discountType: fixedAmount,
      discountAmount: 2000,
      currency: 'GBP',
      billingType: BillingType.oneTime,
      quantity: 40,
      usedQuantity: 12,
      status: DiscountStatus.deactivated,
      planApplyType: APPLY_ALL,
      userScope: SCOPE_ALL,
      metadata: { partner: 'agency-co' },
    },
    {
      ...common,
      id: 10,
      code: 'STUDENT40',
      name: 'Students 40 %',
      discountType: percentage,
      discountPercentage: 4000,
      billingType: BillingType.recurring,
      cycleLimit: 12,
      quantity: 1000,
      usedQuantity: 321,
      planApplyType: APPLY_EXCEPT_LISTED,
      planIds: [7, 8],
      userLimit: 1,
      userScope: SCOPE_NEW,
      advance: true,
      metadata: { verification: 'student-id' },
    },
    {
      ...common,
      id: 11,
      code: 'TEAMTRIAL',
      name: '€15 off a team plan',
      discountType: fixedAmount,
      discountAmount: 1500,
      currency: 'EUR',
      billingType: BillingType.oneTime,
      quantity: 10,
      usedQuantity: 2,
      planApplyType: APPLY_LISTED,
      planIds: [5, 6],
      userScope: SCOPE_ALL,
      metadata: {},
    },
    {
      ...common,
      id: 12,
      code: 'FEWLEFT',
      name: 'Last three codes, 10 %',
      discountType: percentage,
      discountPercentage: 1000,
      billingType: BillingType.oneTime,
      quantity: 3,
      usedQuantity: 1,
      planApplyType: APPLY_ALL,
      userScope: SCOPE_ALL,
      metadata: { note: 'almost gone' },
    },
  ]
}

interface TemplateSpec {
  id: number
  code: string
  name: string
  codePrefix: string
  children: number
  redeemed: number
  discount: Record<string, unknown>
}

const templates: TemplateSpec[] = [
  {
    id: 1,
    code: 'SUMMER26',
    name: 'Summer 2026 vouchers',
    codePrefix: 'SUMMER26-',
    children: 20,
    redeemed: 8,
    discount: {
      discountType: percentage,
      discountPercentage: 2000,
      billingType: BillingType.oneTime,
      planApplyType: APPLY_ALL,
      userLimit: 1,
      userScope: SCOPE_ALL,
      metadata: { campaign: 'summer-2026' },
    },
  },
  {
    id: 2,
    code: 'PARTNERS',
    name: 'Partner referral codes',
    codePrefix: 'PARTNER-',
    children: 10,
    redeemed: 3,
    discount: {
      discountType: fixedAmount,
      discountAmount: 1000,
      currency: 'EUR',
      billingType: BillingType.recurring,
      cycleLimit: 6,
      planApplyType: APPLY_LISTED,
      planIds: [1, 2, 3, 4],
      userScope: SCOPE_NEW,
      metadata: { channel: 'partners' },
    },
  },
  {
    id: 3,
    code: 'VIPGIFT',
    name: 'VIP gift codes (free first month)',
    codePrefix: 'VIP-',
    children: 6,
    redeemed: 6,
    discount: {
      discountType: percentage,
      discountPercentage: 10000,
      billingType: BillingType.oneTime,
      planApplyType: APPLY_BY_GROUP,
      planApplyGroup: { currency: ['EUR'], type: [1], groupPlanIntervalSelector: [{ intervalCount: 1, intervalUnit: 'month' }] },
      advance: true,
      upgradeOnly: true,
      userScope: SCOPE_NEW,
      metadata: { tier: 'vip' },
    },
  },
  {
    id: 4,
    code: 'CONF2026',
    name: 'Conference booth vouchers',
    codePrefix: 'CONF-',
    children: 12,
    redeemed: 0,
    discount: {
      discountType: fixedAmount,
      discountAmount: 2500,
      currency: 'USD',
      billingType: BillingType.oneTime,
      planApplyType: APPLY_EXCEPT_LISTED,
      planIds: [8],
      userScope: SCOPE_ALL,
      status: DiscountStatus.editable,
      metadata: { event: 'SaaS Summit 2026' },
    },
  },
]

const metrics = [
  {
    id: 1,
    code: 'api_calls',
    metricName: 'API calls',
    unit: 'calls',
    aggregationType: Aggregation.count,
    aggregationProperty: '',
    type: MetricType.limitMetered,
    metricDescription: 'Requests made to the public API.',
    metaData: { team: 'platform' },
  },
  {
    id: 2,
    code: 'active_users',
    metricName: 'Active users',
    unit: 'users',
    aggregationType: Aggregation.countUnique,
    aggregationProperty: 'user_id',
    type: MetricType.limitMetered,
    metricDescription: 'Distinct users who signed in during the period.',
    metaData: {},
  },
  {
    id: 3,
    code: 'storage_gb',
    metricName: 'Storage used',
    unit: 'GB',
    aggregationType: Aggregation.latest,
    aggregationProperty: 'gigabytes',
    type: MetricType.chargeMetered,
    metricDescription: 'Storage at the end of the period.',
    carryoverProrationEnabled: true,
    metaData: { rounding: 'up' },
  },
  {
    id: 4,
    code: 'peak_seats',
    metricName: 'Peak seats',
    unit: 'seats',
    aggregationType: Aggregation.max,
    aggregationProperty: 'seats',
    type: MetricType.chargeRecurring,
    metricDescription: 'Highest number of seats in use.',
    prorationRefundEnabled: true,
    metaData: {},
  },
  {
    id: 5,
    code: 'emails_sent',
    metricName: 'E-mails sent',
    unit: 'emails',
    aggregationType: Aggregation.sum,
    aggregationProperty: 'count',
    type: MetricType.chargeMetered,
    metricDescription: 'Transactional e-mails delivered.',
    metaData: { provider: 'smtp' },
  },
  {
    id: 6,
    code: 'video_minutes',
    metricName: 'Video minutes',
    unit: 'minutes',
    aggregationType: Aggregation.sum,
    aggregationProperty: 'minutes',
    type: MetricType.chargeMetered,
    metricDescription: 'Minutes of video streamed (retired).',
    archived: true,
    metaData: {},
  },
  {
    id: 7,
    code: 'build_minutes',
    metricName: 'Build minutes',
    unit: 'minutes',
    aggregationType: Aggregation.sum,
    aggregationProperty: 'duration_minutes',
    type: MetricType.chargeMetered,
    metricDescription: 'CI build time.',
    carryoverProrationEnabled: true,
    prorationRefundEnabled: true,
    metaData: { runner: 'linux' },
  },
  {
    id: 8,
    code: 'projects',
    metricName: 'Projects',
    unit: 'projects',
    aggregationType: Aggregation.count,
    aggregationProperty: '',
    type: MetricType.limitMetered,
    metricDescription: '',
    metaData: {},
  },
]

export function seedCatalog({ ws, rng, base }: DatasetContext): void {
  for (const plan of DEMO_PLANS) {
    ws.plans.put(
      buildPlan(ws, { ...plan, createTime: base - (200 - plan.id * 10) * DAY, gmtModify: base - (30 - plan.id) * DAY }),
    )
  }

  for (const code of discountCodes(base)) ws.discountCodes.put(buildDiscountCode(ws, code))

  let childId = 0
  let redemption = 0
  for (const spec of templates) {
    const createTime = base - (90 - spec.id * 10) * DAY
    const shared = {
      ...spec.discount,
      createTime,
      startTime: createTime,
      endTime: base + 180 * DAY,
      status: (spec.discount.status as number | undefined) ?? DiscountStatus.active,
      codePrefix: spec.codePrefix,
      childCodeCount: spec.children,
      usedChildCodeCount: spec.redeemed,
    }
    ws.batchTemplates.put(
      buildBatchTemplate(ws, {
        ...shared,
        id: spec.id,
        code: spec.code,
        name: spec.name,
        type: DiscountKind.batchTemplate,
        quantity: spec.children,
      }),
    )
    for (let index = 0; index < spec.children; index++) {
      childId++
      const redeemed = index < spec.redeemed
      const suffix = Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[rng.int(0, 31)]).join('')
      let redemptionFields = {}
      if (redeemed) {
        redemption++
        const userId = ((redemption * 5) % 12) + 1
        const plan = DEMO_PLANS[(redemption * 3) % DEMO_PLANS.length]
        redemptionFields = {
          isRedeemed: true,
          redeemedAt: createTime + rng.int(1, 40) * DAY + rng.int(0, DAY - 1),
          redeemedByEmail: ws.users.get(userId)?.email ?? `customer${userId}@example.test`,
          invoiceId: `in_${100 + redemption}`,
          subscriptionId: `sub_${userId}`,
          paymentId: `pay_${200 + redemption}`,
          planId: plan.id,
          planName: plan.planName,
        }
      }
      ws.batchChildren.put(
        buildBatchChild(ws, {
          ...shared,
          id: childId,
          code: `${spec.codePrefix}${suffix}`,
          name: `${spec.name} #${index + 1}`,
          type: DiscountKind.batchChild,
          quantity: 1,
          parentTemplateCode: spec.code,
          ...redemptionFields,
        }),
      )
    }
  }

  for (const metric of metrics) {
    const createTime = base - (120 - metric.id * 7) * DAY
    ws.metrics.put(buildMetric(ws, { ...metric, createTime, gmtModify: createTime + metric.id * DAY }))
  }
}
