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

  // Which static first paint to show until the app takes over: the shell when signed in, else the
  // sign-in card (where the app sends whoever is signed out); nothing on the password reset page.
  const storedSession = read(sessionStorage, 'mbd.session')
  const signedIn = Boolean(storedSession)
  // The public pages, as the app tells them (src/publicRouteTree.ts): these paths, a trailing slash aside.
  const publicPage = /^\/(sign-in|password-forgotten)\/*$/.test(location.pathname)
  const resetPage = /^\/password-forgotten\/*$/.test(location.pathname)
  root.setAttribute('data-boot', resetPage ? 'none' : signedIn && !publicPage ? 'shell' : 'card')

  // The shell shows the page's heading where the page will put it, so the largest text on screen is
  // painted before any script of the app has run. Pages whose heading depends on data, or sits below a
  // back link, are left out.
  const headings = {
    '/': 'Products',
    '/products': 'Products',
    '/users': 'Customers',
    '/subscriptions': 'Subscriptions',
    '/subscriptions/renew': 'Renew a subscription',
    '/invoices': 'Invoices',
    '/discounts': 'Discount codes',
    '/discounts/templates': 'Batch templates',
    '/plans': 'Plans',
    '/metrics': 'Metrics',
    '/vat': 'VAT',
    '/vat/validate': 'VAT',
    '/vat/us-uploads': 'VAT',
    '/webhooks': 'Webhooks',
    '/profile': 'My profile',
  }
  const path = location.pathname.replace(/(.)\/+$/, '$1')

  // The tables the build fills (empty in development): the code each page needs ahead (scripts/page-budgets.mjs,
  // preloadTable) and the requests it sends first (src/firstRequests.ts; vite.config.ts, bootTables).
  const preloads = {}
  const firstRequests = {}
  const has = (table, key) => Object.prototype.hasOwnProperty.call(table, key)

  // A detail page: its address ends in the id of what it shows (`*` in the tables), when the id is one that reads
  // the same in a request (the rule of the page's first requests) and not the name of another page there. Its key
  // in the tables, or null.
  const detailOf = (at) => {
    const idAt = at.lastIndexOf('/') + 1
    const key = at.slice(0, idAt) + '*'
    const id = at.slice(idAt)
    const rule = has(firstRequests, key) ? firstRequests[key].id : null
    return rule && new RegExp(rule.rule).test(id) && rule.except.indexOf(id) < 0 ? key : null
  }
  const detail = detailOf(path)
  const detailPath = path.slice(0, path.lastIndexOf('/') + 1) + '*'

  // Code asked for now rather than once the app's entry has run and asked for it: a landing page's own (sign-in's;
  // a list's, with the whole route tree's) and a detail page's (with the route tree's); on every other page but the
  // public ones (`*`), the whole route tree's, which the entry asks for first thing.
  const ahead =
    has(preloads, path) && path !== detailPath
      ? preloads[path]
      : detail && has(preloads, detail)
        ? preloads[detail]
        : !publicPage && has(preloads, '*')
          ? preloads['*']
          : []
  for (const file of ahead) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = '/' + file
    document.head.appendChild(link)
  }
  // The sign-in and password reset pages start from the runtime config: asked for now too, and taken by the
  // app once (src/session/config.ts). A failure is the app's to report: it is only marked as seen here.
  if (publicPage) {
    const config = fetch('/config.json', { cache: 'no-store' })
    config.catch(() => undefined)
    globalThis.__dashboardConfigResponse = config
  }
  // A page's first data, asked for now rather than once the app's code has loaded and run, so that the answers
  // travel while it does: the requests its first calls send, together, with the session's base URL and key. A
  // detail page's with the id from its address put where the table marks it, whatever its query. A list's (a list
  // page's, a detail page's section's) without a query, at its first page, or with a query that names nothing but
  // the pages of the page's lists (`?page=2`, `?invoicesPage=1`, as a list writes it once turned), at those pages:
  // any other query is another view, the app's to ask for. The app's client takes an answer if it sends that very
  // request (src/api/sentAhead.ts), and drops the rest; never for the demo environment, which the app serves
  // itself. A failure is the app's to report: it is only marked as seen here.
  const pagesNamed = (search, requests) => {
    const pages = {}
    for (const member of search ? search.slice(1).split('&') : []) {
      // A page as the router reads a whole number from the address: digits without a leading zero.
      const named = /^([A-Za-z]+)=(0|[1-9][0-9]{0,7})$/.exec(member)
      const taken = named && requests.some((request) => request.page && request.page.param === named[1])
      if (!taken || has(pages, named[1])) return null
      pages[named[1]] = named[2]
    }
    return pages
  }
  const firstRequestsOf = (at, search) => {
    const key = has(firstRequests, at) && !firstRequests[at].id ? at : detailOf(at)
    if (!key) return []
    const { requests, id: rule } = firstRequests[key]
    const id = at.slice(at.lastIndexOf('/') + 1)
    const pages = pagesNamed(search, requests)
    return requests
      .filter((request) => pages || !request.defaultView)
      .map(({ method, url, headers, body, page }) => {
        // The page first: its digits are fewer than the id's stand-in's, so they cannot make one.
        const fill = (text) => {
          const paged = page ? text.split(page.sentinel).join(pages && has(pages, page.param) ? pages[page.param] : '0') : text
          return rule ? paged.split(rule.sentinel).join(id) : paged
        }
        return { method, url: fill(url), headers, body: body === null ? null : fill(body) }
      })
  }
  // Sends the first requests of the page at `at` (a path, a trailing slash aside) and `search` for `session`, if it
  // has any: the app calls it too, as it signs in, for the page it goes to then (src/api/sentAhead.ts, sendAhead).
  const sendAhead = (at, search, session) => {
    const first = firstRequestsOf(at.replace(/(.)\/+$/, '$1'), search)
    const { environment, apiKey } = session
    if (!first.length || environment.demo || typeof environment.baseUrl !== 'string' || typeof apiKey !== 'string') return
    globalThis.__dashboardFirstRequests = first.map(({ method, url: relative, headers, body }) => {
      const url = environment.baseUrl.replace(/\/+$/, '') + relative
      const controller = new AbortController()
      const sentAt = performance.now()
      const response = fetch(url, {
        method,
        headers: Object.assign({}, headers, { Authorization: `Bearer ${apiKey}` }),
        body: body === null ? undefined : body,
        signal: controller.signal,
      })
      response.catch(() => undefined)
      const abort = () => controller.abort()
      return { method, url, headers, body, response, abort, sentAt }
    })
  }
  globalThis.__dashboardSendAhead = sendAhead
  if (signedIn && !publicPage) {
    try {
      sendAhead(path, location.search, JSON.parse(storedSession))
    } catch {
      // Not a session this can read: the app decides what it is.
    }
  }
  // The browser's locale data, loaded on a thread of their own (locale-warmup.js) while the app's code loads and
  // runs: at once for a signed-in page, whose rows show dates and amounts; once the browser is idle on the public
  // pages, ahead of the pages after signing in. Without a worker, the app loads them when it first formats.
  const warmLocaleData = () => {
    try {
      new Worker('/locale-warmup.js')
    } catch {
      // Formatting works without it.
    }
  }
  if (signedIn && !publicPage) warmLocaleData()
  else if (window.requestIdleCallback) window.requestIdleCallback(warmLocaleData, { timeout: 3000 })

  const heading = Object.prototype.hasOwnProperty.call(headings, path) ? headings[path] : null
  if (signedIn && heading) {
    // As soon as the document is parsed: before the app's deferred modules run, and so before
    // DOMContentLoaded, which waits for them.
    const show = () => {
      const element = document.querySelector('.boot-heading')
      if (!element || document.readyState === 'loading') return
      document.removeEventListener('readystatechange', show)
      element.textContent = heading
      root.setAttribute('data-boot-heading', '')
    }
    document.addEventListener('readystatechange', show)
  }
})()
