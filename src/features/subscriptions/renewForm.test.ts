import { renewSearchSchema } from './renewSearch'
import { describe, expect, it } from 'vitest'
import { subscriptionRenewInput } from '../../api/contract/subscriptions'
import { blankToUndefined } from '../../lib/forms'
import { basisPointsFromText, renewFormDefaults, renewFormSchema, renewFormValuesFrom, type RenewFormValues } from './renewForm'

type Patch = Partial<Omit<RenewFormValues, 'discount' | 'productData'>> & {
  discount?: Partial<RenewFormValues['discount']>
  productData?: Partial<RenewFormValues['productData']>
}

const parse = (patch: Patch) =>
  renewFormSchema.safeParse(
    blankToUndefined({
      ...renewFormDefaults,
      ...patch,
      discount: { ...renewFormDefaults.discount, ...patch.discount },
      productData: { ...renewFormDefaults.productData, ...patch.productData },
    }),
  )

const issues = (patch: Patch) =>
  parse(patch).error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? []

describe('renew form', () => {
  it('sends the subscription id alone, with the default payment page mode', () => {
    const result = parse({ subscriptionId: '  sub_12 ' })
    expect(result.data).toEqual({ subscriptionId: 'sub_12', paymentUIMode: 'hosted' })
    expect(subscriptionRenewInput.safeParse(result.data).success).toBe(true)
  })

  it('sends the user id and product id as numbers', () => {
    expect(parse({ userId: '7', productId: '0' }).data).toEqual({ userId: 7, productId: 0, paymentUIMode: 'hosted' })
  })

  it('needs a subscription id or a user id, saying so on the subscription id', () => {
    expect(issues({ productId: '3' })).toEqual([
      { path: 'subscriptionId', message: 'Give a subscription id, or a user id to find the subscription' },
    ])
  })

  it('refuses no identification, a bad URL and a negative tax all at once, each at its field', () => {
    expect(issues({ returnUrl: 'shop.example/back', taxPercentage: '-5' })).toEqual([
      { path: 'returnUrl', message: 'Return URL must be an http(s) URL' },
      { path: 'taxPercentage', message: 'Tax percentage cannot be negative' },
      { path: 'subscriptionId', message: 'Give a subscription id, or a user id to find the subscription' },
    ])
  })

  it('refuses numbers that are not whole, or not numbers, with the contract’s messages', () => {
    expect(issues({ userId: 'seven' })).toEqual([{ path: 'userId', message: 'User id must be a whole number' }])
    expect(issues({ userId: '0' })).toEqual([{ path: 'userId', message: 'User id must be greater than 0' }])
    expect(issues({ subscriptionId: 's', taxPercentage: '12.5' })).toEqual([
      { path: 'taxPercentage', message: 'Tax percentage must be a whole number of basis points' },
    ])
    expect(issues({ subscriptionId: 's', taxPercentage: '10001' })).toEqual([
      { path: 'taxPercentage', message: 'Tax percentage cannot exceed 10000 (100 %)' },
    ])
    expect(issues({ subscriptionId: 's', gatewayId: '0' })).toEqual([
      { path: 'gatewayId', message: 'Gateway id must be greater than 0' },
    ])
  })

  it('applies promo credit automatically when no maximum is given, and leaves the maximum out without promo credit', () => {
    expect(parse({ subscriptionId: 's', applyPromoCredit: true }).data).toMatchObject({ applyPromoCredit: true })
    expect(parse({ subscriptionId: 's', applyPromoCredit: true }).data).not.toHaveProperty('applyPromoCreditAmount')
    expect(parse({ subscriptionId: 's', applyPromoCredit: true, applyPromoCreditAmount: '500' }).data).toMatchObject({
      applyPromoCredit: true,
      applyPromoCreditAmount: 500,
    })
    const off = parse({ subscriptionId: 's', applyPromoCredit: false, applyPromoCreditAmount: '-9' })
    expect(off.success).toBe(true)
    expect(off.data).not.toHaveProperty('applyPromoCredit')
    expect(off.data).not.toHaveProperty('applyPromoCreditAmount')
    expect(issues({ subscriptionId: 's', applyPromoCredit: true, applyPromoCreditAmount: '-9' })).toEqual([
      { path: 'applyPromoCreditAmount', message: 'Promo credit amount cannot be negative' },
    ])
  })

  it('sends a discount code only when that choice is made, and needs one then', () => {
    expect(parse({ subscriptionId: 's', discountCode: 'SPRING', discountChoice: 'none' }).data).not.toHaveProperty('discountCode')
    expect(parse({ subscriptionId: 's', discountCode: ' SPRING ', discountChoice: 'code' }).data).toMatchObject({
      discountCode: 'SPRING',
    })
    expect(issues({ subscriptionId: 's', discountChoice: 'code' })).toEqual([
      { path: 'discountCode', message: 'Enter the discount code, or choose no discount' },
    ])
  })

  it('sends a one-off discount of the chosen kind with its options', () => {
    const endTime = '2030-01-31T12:30'
    const result = parse({
      subscriptionId: 's',
      discountChoice: 'custom',
      discountKind: 'amount',
      discount: {
        discountAmount: '500',
        discountPercentage: 'not used',
        cycleLimit: '3',
        endTime,
        recurring: true,
        metadata: '{"campaign": "retention"}',
      },
    })
    expect(result.data).toMatchObject({
      discount: {
        discountAmount: 500,
        cycleLimit: 3,
        endTime: Math.floor(new Date(endTime).getTime() / 1000),
        recurring: true,
        metadata: { campaign: 'retention' },
      },
    })
    expect(result.data?.discount).not.toHaveProperty('discountPercentage')
    expect(subscriptionRenewInput.safeParse(result.data).success).toBe(true)

    const percentage = parse({
      subscriptionId: 's',
      discountChoice: 'custom',
      discountKind: 'percentage',
      discount: { discountAmount: '9', discountPercentage: '1500' },
    })
    expect(percentage.data?.discount).toEqual({ discountPercentage: 1500, recurring: false })
  })

  it('checks the one-off discount with the contract’s rules, and needs its value', () => {
    expect(issues({ subscriptionId: 's', discountChoice: 'custom', discountKind: 'amount' })).toEqual([
      { path: 'discount.discountAmount', message: 'Enter the amount to take off' },
    ])
    expect(issues({ subscriptionId: 's', discountChoice: 'custom', discountKind: 'percentage' })).toEqual([
      { path: 'discount.discountPercentage', message: 'Enter the percentage to take off, in basis points' },
    ])
    expect(
      issues({
        subscriptionId: 's',
        discountChoice: 'custom',
        discountKind: 'percentage',
        discount: { discountPercentage: '12000' },
      }),
    ).toEqual([{ path: 'discount.discountPercentage', message: 'Discount percentage cannot exceed 10000 (100 %)' }])
    expect(
      issues({
        subscriptionId: 's',
        discountChoice: 'custom',
        discount: { discountAmount: '5', cycleLimit: '-1', metadata: '[1]' },
      }),
    ).toEqual([
      { path: 'discount.cycleLimit', message: 'Cycle limit cannot be negative' },
      { path: 'discount.metadata', message: 'Discount metadata must be a JSON object, like {"key": "value"}' },
    ])
  })

  it('ignores the values of a discount that is not chosen', () => {
    const result = parse({ subscriptionId: 's', discountChoice: 'none', discount: { discountAmount: 'abc', metadata: '{oops' } })
    expect(result.success).toBe(true)
    expect(result.data).not.toHaveProperty('discount')
  })

  it('sends the payment options, product data and metadata', () => {
    const result = parse({
      userId: '4',
      gatewayId: '3',
      gatewayPaymentType: 'card',
      manualPayment: true,
      paymentUIMode: 'embedded',
      productData: { name: 'Pro plan' },
      returnUrl: 'https://shop.example/thanks',
      cancelUrl: 'https://shop.example/cancel',
      taxPercentage: '1900',
      metadata: '{"ticket": 42}',
    })
    expect(result.data).toEqual({
      userId: 4,
      gatewayId: 3,
      gatewayPaymentType: 'card',
      manualPayment: true,
      paymentUIMode: 'embedded',
      productData: { name: 'Pro plan' },
      returnUrl: 'https://shop.example/thanks',
      cancelUrl: 'https://shop.example/cancel',
      taxPercentage: 1900,
      metadata: { ticket: 42 },
    })
    expect(subscriptionRenewInput.safeParse(result.data).success).toBe(true)
  })

  it('refuses metadata that is not a JSON object', () => {
    expect(issues({ subscriptionId: 's', metadata: '{oops' })).toEqual([
      { path: 'metadata', message: 'Metadata is not valid JSON' },
    ])
  })

  it('leaves empty product data out', () => {
    expect(parse({ subscriptionId: 's' }).data).not.toHaveProperty('productData')
  })

  it('reads whole basis points from text for the percentage shown beside the tax field', () => {
    expect(basisPointsFromText('1000')).toBe(1000)
    expect(basisPointsFromText(' 825 ')).toBe(825)
    expect(basisPointsFromText('-5')).toBeNull()
    expect(basisPointsFromText('1.5')).toBeNull()
    expect(basisPointsFromText('')).toBeNull()
  })
})

describe('renew page search params', () => {
  it('prefills the user id or the subscription id', () => {
    expect(renewFormValuesFrom(renewSearchSchema.parse({ userId: 7 }))).toMatchObject({ userId: '7', subscriptionId: '' })
    expect(renewFormValuesFrom(renewSearchSchema.parse({ subscriptionId: 'sub_3' }))).toMatchObject({
      subscriptionId: 'sub_3',
      userId: '',
    })
  })

  it('drops values that cannot be ids', () => {
    expect(renewSearchSchema.parse({ userId: -2, subscriptionId: '' })).toEqual({ userId: undefined, subscriptionId: undefined })
    expect(renewSearchSchema.parse({ userId: 'abc', subscriptionId: { x: 1 } })).toEqual({
      userId: undefined,
      subscriptionId: undefined,
    })
    expect(renewSearchSchema.parse({ userId: '12' })).toMatchObject({ userId: 12 })
  })
})
