// As public/boot.js does for the app: the schema library must not generate code.
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> }
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true }

export {}
