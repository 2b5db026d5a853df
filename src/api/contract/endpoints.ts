import type { Endpoint } from './core'
import { productList, productNew } from './products'

/**
 * The table of every endpoint of the merchant API (spec section 4), in the spec's order.
 * The client, the sandbox and the tests all derive from it.
 */
export const endpoints = [productNew, productList] as const satisfies readonly Endpoint[]

export type AnyEndpoint = (typeof endpoints)[number]

export const endpointsByPath: ReadonlyMap<string, Endpoint> = new Map(endpoints.map((e) => [e.path, e as Endpoint]))
