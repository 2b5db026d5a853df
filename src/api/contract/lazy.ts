// Plain code, without the schema library: a list page's search params use it before the contract loads.

/**
 * An object built when code first reads it (a member, a key, its prototype), and kept: the stand-in, and the
 * function that builds (once) and returns the object itself.
 */
export function lazyObject<T extends object>(build: () => T): [stand: T, real: () => T] {
  let value: T | undefined
  const real = () => (value ??= build())
  const stand = new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key, real()) as unknown,
    set: (_target, key, member) => Reflect.set(real(), key, member, real()),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
    // Reported as configurable: a stand-in may not report a member its own (empty) object lacks as fixed.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key)
      return descriptor && { ...descriptor, configurable: true }
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  })
  return [stand, real]
}
