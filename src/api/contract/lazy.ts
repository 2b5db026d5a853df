// Plain code, without the schema library: a list page's search params use it before the contract loads.

/** A stand-in's own state: how to build the object, and the object once built. */
class Lazy<T extends object> {
  value: T | undefined = undefined
  constructor(readonly build: () => T) {}
}

const built = <T extends object>(lazy: Lazy<T>): T => (lazy.value ??= lazy.build())

/**
 * One handler for every stand-in (its target is its own state), so that a stand-in costs one small object
 * and a proxy: a list's answer declares a hundred or more members, each a stand-in until it is used.
 */
const handler: ProxyHandler<Lazy<object>> = {
  get: (lazy, key) => {
    const real = built(lazy)
    return Reflect.get(real, key, real) as unknown
  },
  set: (lazy, key, member) => {
    const real = built(lazy)
    return Reflect.set(real, key, member, real)
  },
  has: (lazy, key) => Reflect.has(built(lazy), key),
  ownKeys: (lazy) => Reflect.ownKeys(built(lazy)),
  defineProperty: (lazy, key, descriptor) => Reflect.defineProperty(built(lazy), key, descriptor),
  deleteProperty: (lazy, key) => Reflect.deleteProperty(built(lazy), key),
  // Reported as configurable: a stand-in may not report a member its own object lacks as fixed.
  getOwnPropertyDescriptor: (lazy, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(built(lazy), key)
    return descriptor && { ...descriptor, configurable: true }
  },
  getPrototypeOf: (lazy) => Reflect.getPrototypeOf(built(lazy)),
}

const states = new WeakMap<object, Lazy<object>>()

/** A stand-in for the object `build` makes: built when code first reads it (a member, a key, its prototype), and kept. */
export function lazyStandIn<T extends object>(build: () => T): T {
  const lazy = new Lazy(build)
  const stand = new Proxy(lazy, handler) as unknown as T
  states.set(stand, lazy)
  return stand
}

/** What a stand-in stands for (built now), or undefined for anything that is not one. */
export function standsFor<T extends object>(stand: T): T | undefined {
  const lazy = states.get(stand)
  return lazy && (built(lazy) as T)
}

/** Whether an object is a stand-in made by `lazyStandIn`. */
export function isStandIn(object: object): boolean {
  return states.has(object)
}

/** Whether a stand-in (`lazyStandIn`) has built its object; false for anything else. */
export function isBuilt(stand: object): boolean {
  return states.get(stand)?.value !== undefined
}

/**
 * An object built when code first reads it, and kept: the stand-in, and the function that builds (once) and
 * returns the object itself.
 */
export function lazyObject<T extends object>(build: () => T): [stand: T, real: () => T] {
  const stand = lazyStandIn(build)
  return [stand, () => standsFor(stand)!]
}
