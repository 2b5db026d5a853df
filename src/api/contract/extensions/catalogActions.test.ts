import { describe, expect, it } from 'vitest'
import { expectAccepted, expectRejected, issuesOf } from '../testing'
import {
  planArchiveInput as archive,
  planEditInput as edit,
  planFieldsFrozenWhenActive,
  planIdInput,
  planNewInput as create,
  productDeleteInput,
  productEditInput,
  productIdInput,
  productInactivateInput,
} from './catalogActions'

const monthly = { planName: 'Team monthly', amount: 2900, currency: 'EUR', intervalUnit: 'month', intervalCount: 1 }

describe('new plan input (operations 3.12)', () => {
  it('accepts a main plan, a recurring add-on and a one-time add-on', () => {
    expectAccepted(create, monthly)
    expectAccepted(create, { ...monthly, type: 2, planName: 'Extra seat' })
    expectAccepted(create, { planName: 'Onboarding', amount: 50000, currency: 'EUR', type: 3 })
    expectAccepted(create, {
      ...monthly,
      type: 1,
      productId: 2,
      description: 'For small teams',
      internalName: 'team-m',
      externalPlanId: 'plan_team_monthly',
      imageUrl: 'https://example.test/team.png',
      homeUrl: 'https://example.test/team',
      addonIds: [11],
      onetimeAddonIds: [12],
      trialAmount: 0,
      trialDurationTime: 14 * 86400,
      trialDemand: 'paymentMethod',
      cancelAtTrialEnd: 0,
      gasPayer: 'merchant',
      metadata: { tier: 'team' },
    })
  })

  it('needs a name, a price of 0 or more in whole minor units, and a currency', () => {
    expect(issuesOf(create, { intervalUnit: 'month' })).toEqual([
      { path: 'planName', message: 'Plan name is required' },
      { path: 'amount', message: 'Price must be a whole number' },
      { path: 'currency', message: 'Currency is required' },
    ])
    expectAccepted(create, { ...monthly, amount: 0 })
    expectRejected(create, { ...monthly, amount: -1 }, 'amount', 'Price cannot be negative')
    expectRejected(create, { ...monthly, amount: 29.99 }, 'amount', 'Price must be a whole number')
  })

  it('needs an interval on recurring plans, within 365 days, 52 weeks, 12 months or 1 year', () => {
    expectRejected(create, { planName: 'x', amount: 1, currency: 'EUR' }, 'intervalUnit', 'Interval is required')
    expectAccepted(create, { ...monthly, intervalUnit: 'day', intervalCount: 365 })
    expectRejected(
      create,
      { ...monthly, intervalUnit: 'day', intervalCount: 366 },
      'intervalCount',
      'A plan is billed every 365 days at most',
    )
    expectRejected(
      create,
      { ...monthly, intervalUnit: 'week', intervalCount: 53 },
      'intervalCount',
      'A plan is billed every 52 weeks at most',
    )
    expectRejected(create, { ...monthly, intervalCount: 13 }, 'intervalCount', 'A plan is billed every 12 months at most')
    expectRejected(
      create,
      { ...monthly, intervalUnit: 'year', intervalCount: 2 },
      'intervalCount',
      'A plan is billed every 1 year at most',
    )
    expectRejected(create, { ...monthly, intervalUnit: 'fortnight' }, 'intervalUnit', 'Interval must be day, week, month or year')
    expectRejected(create, { ...monthly, intervalCount: 0 }, 'intervalCount', 'Interval count must be greater than 0')
  })

  it('gives add-ons no trial', () => {
    expectRejected(
      create,
      { ...monthly, type: 2, trialDurationTime: 86400 },
      'trialDurationTime',
      'A trial is for main plans only',
    )
    expectRejected(create, { ...monthly, type: 2, trialAmount: 100 }, 'trialAmount', 'A trial is for main plans only')
    expectRejected(create, { ...monthly, type: 3, trialDemand: 'paymentMethod' }, 'trialDemand', 'A trial is for main plans only')
  })

  it('takes the documented codes and http(s) addresses only', () => {
    expectRejected(
      create,
      { ...monthly, type: 4 },
      'type',
      'Plan type must be 1 (main), 2 (recurring add-on) or 3 (one-time add-on)',
    )
    expectRejected(create, { ...monthly, trialDemand: 'card' }, 'trialDemand', 'Trial demand must be empty or paymentMethod')
    expectRejected(create, { ...monthly, cancelAtTrialEnd: 2 }, 'cancelAtTrialEnd', 'Cancel at trial end must be 0 or 1')
    expectRejected(create, { ...monthly, gasPayer: 'nobody' }, 'gasPayer', 'Fee payer must be merchant or user')
    expectRejected(create, { ...monthly, homeUrl: 'ftp://example.test' }, 'homeUrl', 'Home page URL must be an http(s) URL')
  })
})

describe('plan edit input (operations 3.12)', () => {
  it('changes only the members given', () => {
    expectAccepted(edit, { planId: 5, planName: 'Renamed' })
    expectAccepted(edit, { planId: 5, intervalUnit: 'year', intervalCount: 1 })
    expectRejected(edit, { planName: 'x' }, 'planId', 'Plan id must be a whole number')
  })

  it('takes a count with its interval, within the limits', () => {
    expectRejected(edit, { planId: 5, intervalCount: 2 }, 'intervalUnit', 'Give the interval together with its count')
    expectRejected(
      edit,
      { planId: 5, intervalUnit: 'month', intervalCount: 24 },
      'intervalCount',
      'A plan is billed every 12 months at most',
    )
  })

  it('names what an active plan cannot change', () => {
    expect(planFieldsFrozenWhenActive).toEqual(['amount', 'currency', 'intervalUnit', 'intervalCount'])
  })
})

describe('plan state input (operations 3.12)', () => {
  it('needs a plan id; archiving is soft unless asked hard', () => {
    expectAccepted(planIdInput, { planId: 1 })
    expectRejected(planIdInput, { planId: 0 }, 'planId', 'Plan id must be greater than 0')
    expectAccepted(archive, { planId: 1 })
    expectAccepted(archive, { planId: 1, hardArchive: true })
    expectRejected(archive, { planId: 1, hardArchive: 'yes' }, 'hardArchive', 'Hard archive must be true or false')
  })
})

describe('product input (operations 3.12)', () => {
  it('edits a product, 0 being the default product, without a blank name', () => {
    expectAccepted(productEditInput, { productId: 0, description: 'Everything else' })
    expectAccepted(productEditInput, { productId: 4, productName: 'Analytics', status: 2, homeUrl: 'https://example.test' })
    expectRejected(productEditInput, { productId: 4, productName: ' ' }, 'productName', 'Product name is required')
    expectRejected(productEditInput, { productId: 4, status: 3 }, 'status', 'Status must be 1 (active) or 2 (inactive)')
  })

  it('never deletes or inactivates the default product', () => {
    expectAccepted(productDeleteInput, { productId: 4 })
    expectRejected(productDeleteInput, { productId: 0 }, 'productId', 'The default product cannot be deleted')
    expectRejected(productInactivateInput, { productId: 0 }, 'productId', 'The default product cannot be inactivated')
    expectAccepted(productIdInput, { productId: 0 })
  })
})
