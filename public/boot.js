// Runs before the app, as a file: the Content-Security-Policy allows no inline script.
;(() => {
  // The schemas must not generate code: the policy has no 'unsafe-eval', and even zod's probe for it would be
  // reported as a violation.
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })

  // The colour scheme before the first paint: the remembered choice, else the system's.
  let stored = null
  try {
    stored = localStorage.getItem('mantine-color-scheme-value')
  } catch {
    // Storage refused: the system's scheme.
  }
  const dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
  const scheme = stored === 'light' || stored === 'dark' ? stored : dark ? 'dark' : 'light'
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme)
})()
