import type { z } from 'zod'
import { codeLabel, PlanPublishStatus, PlanStatus, PlanType, ProductStatus } from '../../src/api/contract/codes'
import {
  planArchive,
  planDelete,
  planEdit,
  planFieldsFrozenWhenActive,
  planNew,
  planPublish,
  planUnpublish,
  productActivate,
  productDelete,
  productEdit,
  productInactivate,
} from '../../src/api/contract/extensions/catalogActions'
import { buildPlan, type PlanRecord, type ProductRecord } from '../records'
import { defineArea, type HandlerContext, handle } from '../registry'
import { publicPlan } from './beans'

/**
 * Plans' and products' write calls (operations.md §3.12).
 *
 * - plan/new: a currency the sandbox knows (ISO 4217), a product of the merchant that is active (0: the default
 *   product), an external id no other plan has; its recurring add-ons must be active recurring add-ons of the same
 *   currency and product, its one-time add-ons active one-time add-ons of the same currency. Created editing (1)
 *   and unpublished. The contract holds the rest (intervals within their limits, trials for main plans only).
 * - plan/edit: the merchant's plan; the members given change. On an active plan a price, currency or interval other
 *   than the plan's is refused (the same value, as a form sends it, is not a change). The add-on rules of new.
 * - publish / unpublish: only an active plan; `publishStatus` 2 / 1.
 * - archive: any plan; soft: status 4; hard: status 5 and its renewals are no longer charged automatically
 *   (`disableAutoCharge`, kept beside the plan). Archived plans stay in the plan list.
 * - delete: only an editing plan; it is gone.
 * - product/edit: the merchant's product, the members given. delete: not while a plan is linked to it.
 *   activate / inactivate: status 1 / 2 (the contract refuses the default product). The sandbox's default product
 *   (the real dialect's id 0) is fixed: it cannot be edited here.
 */

type PlanInput = Partial<z.output<typeof planNew.input>>
type StoredPlan = PlanRecord & { disableAutoCharge?: number }

const knownCurrencies = new Set(Intl.supportedValuesOf('currency'))

function checkProduct(ctx: HandlerContext<unknown>, productId: number): void {
  if (productId === 0) return
  const { store, dialect } = ctx
  const product = store.products.get(productId)
  if (!product || product.isDeleted || product.merchantId !== store.merchantId || product.status !== ProductStatus.active) {
    dialect.refuse('planProductNotActive', `Product ${productId} is not an active product of the merchant`)
  }
}

function checkAddons(ctx: HandlerContext<unknown>, input: PlanInput, currency: string, productId: number): void {
  const { store, dialect } = ctx
  for (const id of input.addonIds ?? []) {
    const addon = store.plans.get(id)
    if (!addon || addon.type !== PlanType.recurringAddon) {
      return dialect.refuse('planAddonNotRecurring', `Plan ${id} is not a recurring add-on`, id)
    }
    if (addon.status !== PlanStatus.active) {
      dialect.refuse('planAddonNotActive', `Add-on ${id} is ${codeLabel('planStatus', addon.status)}, not active`, id)
    }
    if (addon.currency !== currency)
      dialect.refuse('planAddonCurrency', `Add-on ${id} is in ${addon.currency}, not ${currency}`, id)
    if (addon.productId !== productId) {
      dialect.refuse('planAddonProduct', `Add-on ${id} is of product ${addon.productId}, not ${productId}`, id)
    }
  }
  for (const id of input.onetimeAddonIds ?? []) {
    const addon = store.plans.get(id)
    if (!addon || addon.type !== PlanType.oneTimeAddon) {
      return dialect.refuse('planOnetimeNotOnetime', `Plan ${id} is not a one-time add-on`, id)
    }
    if (addon.status !== PlanStatus.active) {
      dialect.refuse('planOnetimeNotActive', `One-time add-on ${id} is ${codeLabel('planStatus', addon.status)}, not active`, id)
    }
    if (addon.currency !== currency) {
      dialect.refuse('planOnetimeCurrency', `One-time add-on ${id} is in ${addon.currency}, not ${currency}`, id)
    }
  }
}

function checkExternalId(ctx: HandlerContext<unknown>, externalPlanId: string | undefined, self: number): void {
  if (!externalPlanId) return
  const { store, dialect } = ctx
  const taken = store.plans.find(
    (plan) => plan.merchantId === store.merchantId && plan.externalPlanId === externalPlanId && plan.id !== self,
  )
  if (taken) dialect.refuse('planExternalIdTaken', `Plan ${taken.id} has the external id ${externalPlanId} already`)
}

/** The plan's members from a request: add-on ids are kept joined with commas, as the service keeps them. */
function planMembers(input: PlanInput): Partial<StoredPlan> {
  const { addonIds, onetimeAddonIds, ...rest } = input
  const members: Partial<StoredPlan> = {}
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) Object.assign(members, { [key]: value })
  if (addonIds !== undefined) members.bindingAddonIds = addonIds.join(',')
  if (onetimeAddonIds !== undefined) members.bindingOnetimeAddonIds = onetimeAddonIds.join(',')
  return members
}

function ownPlan(ctx: HandlerContext<{ planId: number }>, checkOwner: boolean): StoredPlan {
  const { input, store, dialect } = ctx
  const plan = store.plans.get(input.planId) ?? dialect.notFound('plan', input.planId)
  if (checkOwner && plan.merchantId !== store.merchantId) {
    dialect.refuse('planOtherMerchant', `Plan ${plan.id} belongs to another merchant`)
  }
  return plan
}

function ownProduct(ctx: HandlerContext<{ productId: number }>): ProductRecord {
  const { input, store, dialect } = ctx
  const product =
    input.productId === 0
      ? dialect.notFound('product', 0, 'The sandbox keeps the default product as it is: it cannot be changed')
      : (store.products.get(input.productId) ?? dialect.notFound('product', input.productId))
  if (product.isDeleted) dialect.notFound('product', input.productId)
  if (product.merchantId !== store.merchantId) {
    dialect.refuse('productOtherMerchant', `Product ${product.id} belongs to another merchant`)
  }
  return product
}

const frozenRefusals = {
  amount: 'planAmountFrozen',
  currency: 'planCurrencyFrozen',
  intervalUnit: 'planIntervalUnitFrozen',
  intervalCount: 'planIntervalCountFrozen',
} as const

export default defineArea({
  area: 'catalog actions',
  handlers: [
    handle(planNew, (ctx) => {
      const { input, store, dialect } = ctx
      if (!knownCurrencies.has(input.currency)) {
        dialect.refuse('planCurrencyUnsupported', `${input.currency} is not a currency the sandbox knows (ISO 4217)`)
      }
      const productId = input.productId ?? 0
      checkProduct(ctx, productId)
      checkExternalId(ctx, input.externalPlanId, 0)
      checkAddons(ctx, input, input.currency, productId)
      const now = ctx.now()
      const plan = buildPlan(store, {
        ...planMembers(input),
        productId,
        status: PlanStatus.editing,
        publishStatus: PlanPublishStatus.unpublished,
        createTime: now,
        gmtModify: now,
        merchantId: store.merchantId,
      })
      store.plans.put(plan)
      return { plan: publicPlan(plan) }
    }),

    handle(planEdit, (ctx) => {
      const { input, store, dialect } = ctx
      const plan = ownPlan(ctx, true)
      if (plan.status === PlanStatus.active) {
        for (const member of planFieldsFrozenWhenActive) {
          if (input[member] !== undefined && input[member] !== plan[member]) {
            dialect.refuse(
              frozenRefusals[member],
              `Plan ${plan.id} is active: its ${member} stays ${plan[member]} (copy the plan to change it)`,
            )
          }
        }
      }
      const currency = input.currency ?? plan.currency
      if (!knownCurrencies.has(currency)) {
        dialect.refuse('planCurrencyUnsupported', `${currency} is not a currency the sandbox knows (ISO 4217)`)
      }
      const productId = input.productId ?? plan.productId
      if (input.productId !== undefined) checkProduct(ctx, productId)
      checkExternalId(ctx, input.externalPlanId, plan.id)
      checkAddons(ctx, input, currency, productId)
      const updated = store.plans.update(plan.id, { ...planMembers(input), gmtModify: ctx.now() })!
      return { plan: publicPlan(updated) }
    }),

    handle(planPublish, (ctx) => {
      const plan = ownPlan(ctx, false)
      if (plan.status !== PlanStatus.active) {
        ctx.dialect.refuse('planNotActivated', `Plan ${plan.id} is ${codeLabel('planStatus', plan.status)}: activate it first`)
      }
      ctx.store.plans.update(plan.id, { publishStatus: PlanPublishStatus.published, gmtModify: ctx.now() })
      return {}
    }),

    handle(planUnpublish, (ctx) => {
      const plan = ownPlan(ctx, false)
      if (plan.status !== PlanStatus.active) {
        ctx.dialect.refuse(
          'planNotActivated',
          `Plan ${plan.id} is ${codeLabel('planStatus', plan.status)}: only an active plan is published or not`,
        )
      }
      ctx.store.plans.update(plan.id, { publishStatus: PlanPublishStatus.unpublished, gmtModify: ctx.now() })
      return {}
    }),

    handle(planArchive, (ctx) => {
      const plan = ownPlan(ctx, false)
      const changes: Partial<StoredPlan> = ctx.input.hardArchive
        ? { status: PlanStatus.hardArchived, disableAutoCharge: 1 }
        : { status: PlanStatus.softArchived }
      ctx.store.plans.update(plan.id, { ...changes, gmtModify: ctx.now() })
      return {}
    }),

    handle(planDelete, (ctx) => {
      const plan = ownPlan(ctx, false)
      if (plan.status !== PlanStatus.editing) {
        ctx.dialect.refuse(
          'planNotEditing',
          `Plan ${plan.id} is ${codeLabel('planStatus', plan.status)}: only an editing plan can be deleted (archive it instead)`,
          plan.id,
        )
      }
      ctx.store.plans.delete(plan.id)
      return {}
    }),

    handle(productEdit, (ctx) => {
      const { input, store, dialect } = ctx
      const product = ownProduct(ctx)
      const { productId: _productId, metadata, ...members } = input
      const given = Object.fromEntries(Object.entries(members).filter(([, value]) => value !== undefined))
      const updated = store.products.update(product.id, {
        ...given,
        ...(metadata !== undefined && { metaData: dialect.productMetaData(metadata) }),
        gmtModify: ctx.now(),
      })!
      return { product: updated }
    }),

    handle(productDelete, (ctx) => {
      const { store, dialect } = ctx
      const product = ownProduct(ctx)
      const linked = store.plans.filter((plan) => plan.productId === product.id)
      if (linked.length) {
        dialect.refuse(
          'productHasPlans',
          `Product ${product.id} has plans (${linked.map((plan) => plan.id).join(', ')}): archive or move them first`,
        )
      }
      store.products.update(product.id, { isDeleted: 1, gmtModify: ctx.now() })
      return {}
    }),

    handle(productActivate, (ctx) => {
      const product = ownProduct(ctx)
      ctx.store.products.update(product.id, { status: ProductStatus.active, gmtModify: ctx.now() })
      return {}
    }),

    handle(productInactivate, (ctx) => {
      const product = ownProduct(ctx)
      ctx.store.products.update(product.id, { status: ProductStatus.inactive, gmtModify: ctx.now() })
      return {}
    }),
  ],
})
