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
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  })
  return [stand, real]
}
