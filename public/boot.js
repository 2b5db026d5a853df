// Runs before the app, as a file (the Content-Security-Policy allows no inline script).
;(function () {
  // The app's schemas must not generate code: the policy has no 'unsafe-eval', and even the library's
  // probe for it would be reported as a violation.
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })

  var root = document.documentElement
  // The colour scheme before the first paint: the remembered choice, else the system's.
  var scheme = null
  try {
    scheme = localStorage.getItem('mantine-color-scheme-value')
  } catch (error) {
    scheme = null
  }
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  }
  root.setAttribute('data-mantine-color-scheme', scheme)

  // Which static first paint to show until the app takes over: the shell when signed in, else the card.
  var signedIn = false
  try {
    signedIn = Boolean(sessionStorage.getItem('mbd.session'))
  } catch (error) {
    signedIn = false
  }
  var publicPage = /^\/(sign-in|password-forgotten)/.test(location.pathname)
  root.setAttribute('data-boot', signedIn && !publicPage ? 'shell' : 'card')
})()
