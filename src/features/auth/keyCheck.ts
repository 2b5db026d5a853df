import type { Environment } from '../../session/config'
import { fetchFor } from '../../session/session'

type KeyCheckCode = {
  createClient: typeof import('../../api/client').createClient
  productList: typeof import('../../api/contract/products').productList
}

/** The check's code once loaded: the client and the product list's contract, which the sign-in page loads without. */
let code: KeyCheckCode | undefined
let loading: Promise<KeyCheckCode> | undefined

/** Loads the check's code (once): the sign-in page asks for it while the key is typed. */
export function loadKeyCheck(): Promise<KeyCheckCode> {
  loading ??= Promise.all([import('../../api/client'), import('../../api/contract/products')]).then(
    ([client, products]) => (code = { createClient: client.createClient, productList: products.productList }),
    (error: unknown) => {
      // A later submit tries again.
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Proves that `environment` takes `apiKey` with a real call (a one-product list), rejecting with the call's error
 * otherwise. With its code already in, the request leaves at once, in the task of the submit that asked for it,
 * ahead of the form drawn again in its busy state; else once the code has loaded.
 */
export async function checkKey(environment: Environment, apiKey: string, timeoutMs: number): Promise<void> {
  const { createClient, productList } = code ?? (await loadKeyCheck())
  await createClient({ baseUrl: environment.baseUrl, apiKey, timeoutMs, fetch: fetchFor(environment) }).call(productList, {
    page: 0,
    count: 1,
  })
}
