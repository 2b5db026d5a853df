import { describe, expect, it } from 'vitest'
import type { ProductRecord } from './records'
import { DEMO_PRODUCT_COUNT, generateProducts } from './seed'
import { createTestSandbox } from './testing'

type ListData = { products: ProductRecord[]; total: number }
type NewData = { product: ProductRecord }

const NOW = 1_800_000_000

function sandboxWithProducts() {
  const sandbox = createTestSandbox({ dataset: 'empty', now: () => NOW })
  const list = (input: Record<string, unknown> = {}) => sandbox.call<ListData>('/merchant/product/list', input)
  return { ...sandbox, list }
}

/** Seeds products 1..6 with times that order differently per field. */
async function seedSix(control: ReturnType<typeof createTestSandbox>['control']) {
  const products = [
    { id: 1, productName: 'A', createTime: 500, gmtModify: 900, status: 1 },
    { id: 2, productName: 'B', createTime: 100, gmtModify: 600, status: 2 },
    { id: 3, productName: 'C', createTime: 300, gmtModify: 100, status: 1 },
    { id: 4, productName: 'D', createTime: 600, gmtModify: 800, status: 2 },
    { id: 5, productName: 'E', createTime: 200, gmtModify: 700, status: 1 },
    { id: 6, productName: 'F', createTime: 400, gmtModify: 200, status: 1 },
  ]
  expect((await control('seed', { products })).status).toBe(200)
}

const ids = (data: ListData) => data.products.map((product) => product.id)

describe('product create (4.2)', () => {
  it('creates an active product by default with every field filled', async () => {
    const { call } = sandboxWithProducts()
    const response = await call<NewData>('/merchant/product/new', { productName: 'Backup Pro', description: 'Nightly' })
    expect(response.status).toBe(200)
    const { product } = response.body.data
    expect(product).toMatchObject({
      id: 1,
      productName: 'Backup Pro',
      description: 'Nightly',
      status: 1,
      isDeleted: 0,
      merchantId: 10001,
      createTime: NOW,
      homeUrl: '',
      imageUrl: '',
      metaData: '{}',
    })
    expect(product.usVATConfig).toEqual({
      active: false,
      fromAddress: { address: '', city: '', countryCode: '', state: '', verified: false, zipCode: '' },
      nexusAddresses: [],
      sellOnUSOnly: false,
      taxCode: '',
      toAddress: { address: '', city: '', countryCode: '', state: '', verified: false, zipCode: '' },
    })
  })

  it('creates an inactive product with status 2, stores metadata as JSON text and fills address defaults', async () => {
    const { call, store } = sandboxWithProducts()
    const response = await call<NewData>('/merchant/product/new', {
      productName: 'Old plan',
      status: 2,
      homeUrl: 'https://example.test/old',
      metadata: { sku: 'OLD-1', tags: ['a'] },
      usVATConfig: { active: true, taxCode: '30070', nexusAddresses: [{ state: 'CA', countryCode: 'US' }] },
    })
    const { product } = response.body.data
    expect(product.status).toBe(2)
    expect(JSON.parse(product.metaData)).toEqual({ sku: 'OLD-1', tags: ['a'] })
    expect(product.usVATConfig.active).toBe(true)
    expect(product.usVATConfig.nexusAddresses).toEqual([
      { address: '', city: '', countryCode: 'US', state: 'CA', verified: false, zipCode: '' },
    ])
    expect(product.usVATConfig.fromAddress.city).toBe('')
    expect(store.primary.products.get(product.id)).toEqual(product)
  })

  it('assigns increasing ids after the existing ones', async () => {
    const { call } = createTestSandbox()
    const first = await call<NewData>('/merchant/product/new', { productName: 'One' })
    const second = await call<NewData>('/merchant/product/new', { productName: 'Two' })
    expect(first.body.data.product.id).toBe(DEMO_PRODUCT_COUNT + 1)
    expect(second.body.data.product.id).toBe(DEMO_PRODUCT_COUNT + 2)
  })

  it('rejects a status other than 1 or 2', async () => {
    const { call } = sandboxWithProducts()
    const response = await call('/merchant/product/new', { status: 3 })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('status: Status must be 1 (active) or 2 (inactive)')
  })
})

describe('product list (4.3)', () => {
  it('lists by id descending by default, 20 per page from page 0, with the total', async () => {
    const { call } = createTestSandbox()
    const response = await call<ListData>('/merchant/product/list')
    expect(response.body.data.total).toBe(DEMO_PRODUCT_COUNT)
    expect(response.body.data.products).toHaveLength(20)
    expect(ids(response.body.data)).toEqual(Array.from({ length: 20 }, (_, i) => DEMO_PRODUCT_COUNT - i))
  })

  it('pages with page and count', async () => {
    const { list, control } = sandboxWithProducts()
    await seedSix(control)
    expect(ids((await list({ count: 4 })).body.data)).toEqual([6, 5, 4, 3])
    const second = (await list({ count: 4, page: 1 })).body.data
    expect(ids(second)).toEqual([2, 1])
    expect(second.total).toBe(6)
    const beyond = (await list({ count: 4, page: 5 })).body.data
    expect(beyond.products).toEqual([])
    expect(beyond.total).toBe(6)
  })

  it.each([
    ['id', 'asc', [1, 2, 3, 4, 5, 6]],
    ['id', 'desc', [6, 5, 4, 3, 2, 1]],
    ['create_time', 'asc', [2, 5, 3, 6, 1, 4]],
    ['create_time', 'desc', [4, 1, 6, 3, 5, 2]],
    ['gmt_modify', 'asc', [3, 6, 2, 5, 4, 1]],
    ['gmt_modify', 'desc', [1, 4, 5, 2, 6, 3]],
  ])('sorts by %s %s', async (sortField, sortType, expected) => {
    const { list, control } = sandboxWithProducts()
    await seedSix(control)
    expect(ids((await list({ sortField, sortType })).body.data)).toEqual(expected)
  })

  it('sorts desc when only the field is given, and by id when only the direction is given', async () => {
    const { list, control } = sandboxWithProducts()
    await seedSix(control)
    expect(ids((await list({ sortField: 'create_time' })).body.data)).toEqual([4, 1, 6, 3, 5, 2])
    expect(ids((await list({ sortType: 'asc' })).body.data)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('filters by status, with total counting the matches', async () => {
    const { list, control } = sandboxWithProducts()
    await seedSix(control)
    const active = (await list({ status: [1] })).body.data
    expect(ids(active)).toEqual([6, 5, 3, 1])
    expect(active.total).toBe(4)
    const inactive = (await list({ status: [2], sortType: 'asc' })).body.data
    expect(ids(inactive)).toEqual([2, 4])
    expect(inactive.total).toBe(2)
    expect((await list({ status: [1, 2] })).body.data.total).toBe(6)
    expect((await list({ status: [] })).body.data.total).toBe(6)
  })

  it('sees a new product at once, also in a cached sort order', async () => {
    const { list, call, control } = sandboxWithProducts()
    await seedSix(control)
    await list({ sortField: 'gmt_modify', sortType: 'desc' })
    await call('/merchant/product/new', { productName: 'G' })
    const after = (await list({ sortField: 'gmt_modify', sortType: 'desc' })).body.data
    expect(after.total).toBe(7)
    expect(after.products[0].productName).toBe('G')
  })

  it('lists 10,000 products quickly', async () => {
    const { list, store } = sandboxWithProducts()
    generateProducts(store.primary, 10_000)
    await list({ sortField: 'create_time', sortType: 'asc' })
    const started = performance.now()
    for (let page = 0; page < 50; page++) {
      const response = await list({ page, count: 20, sortField: 'create_time', sortType: 'asc', status: [1] })
      expect(response.body.data.products).toHaveLength(20)
    }
    const perCall = (performance.now() - started) / 50
    expect(perCall).toBeLessThan(25)
    const all = (await list({ count: 500, page: 19 })).body.data
    expect(all.total).toBe(10_000)
    expect(all.products).toHaveLength(500)
  })
})
