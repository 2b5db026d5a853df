// Runs before the app, as a file (the Content-Security-Policy allows no inline script).
;(() => {
  // The app's schemas must not generate code: the policy has no 'unsafe-eval', and even the library's
  // probe for it would be reported as a violation.
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })

  const read = (storage, key) => {
    try {
      return storage.getItem(key)
    } catch {
      return null
    }
  }
  const root = document.documentElement

  // The colour scheme before the first paint: the remembered choice, else the system's.
  const stored = read(localStorage, 'mantine-color-scheme-value')
  const scheme =
    stored === 'light' || stored === 'dark'
      ? stored
      : window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light'
  root.setAttribute('data-mantine-color-scheme', scheme)

  // Which static first paint to show until the app takes over: the shell when signed in, else the card.
  const signedIn = Boolean(read(sessionStorage, 'mbd.session'))
  const publicPage = /^\/(sign-in|password-forgotten)/.test(location.pathname)
  root.setAttribute('data-boot', signedIn && !publicPage ? 'shell' : 'card')
})()
