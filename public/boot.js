// Runs before the app, as a file (the Content-Security-Policy allows no inline script).
// The app's schemas must not generate code: the policy has no 'unsafe-eval', and even the library's
// probe for it would be reported as a violation.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })
