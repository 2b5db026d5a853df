import { createClient } from '../../api/client'
import { productList } from '../../api/contract/products'
import type { Environment } from '../../session/config'
import { fetchFor } from '../../session/session'

/**
 * Proves that `environment` takes `apiKey` with a real call (a one-product list), rejecting with the call's error
 * otherwise.
 */
export async function checkKey(environment: Environment, apiKey: string, timeoutMs: number): Promise<void> {
  await createClient({ baseUrl: environment.baseUrl, apiKey, timeoutMs, fetch: fetchFor(environment) }).call(productList, {
    page: 0,
    count: 1,
  })
}
