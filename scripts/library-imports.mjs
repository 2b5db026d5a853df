// Imports of the component library that put far more code in every list's first load than the little they use.
// The build replaces each with what is used, taken from the same place; only the build's copy changes (the
// development server and the component tests run the library as published). When the library changes such an
// import, the build stops and says so, rather than building with that code back or with a stale replacement.

/**
 * A plugin that replaces the import `from` with `to` in the library modules whose path matches `modules`: every
 * one of them must hold it, and `count` of them must be loaded.
 */
export function replaceImport({ name, modules, count, from, to }) {
  const replaced = new Set()
  return {
    name,
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const path = id.split('?')[0]
      if (!modules.test(path)) return null
      if (!code.includes(from)) this.error(`${name}: ${path} no longer has the import ${from}`)
      replaced.add(path)
      return { code: code.replace(from, to), map: null }
    },
    buildEnd(error) {
      if (!error && replaced.size !== count)
        this.error(`${name}: ${replaced.size} of the ${count} modules it changes were loaded (${modules})`)
    },
  }
}

// The library's ScrollArea, which every table uses (its scroll container), merges its refs with the
// floating-positioning library's `useMergeRefs`. That one import put the positioning library (about 70 KB
// before minifying, for menus and popovers) in the first load of every list. The build gives ScrollArea the same
// merge from the library's own hooks (`useMergedRef`: the same callback ref, with React 19's ref cleanups), so the
// positioning code loads only with what positions something: the overlays, loaded after a page's first paint.

/** The library's module, by the path it is loaded from. */
export const scrollAreaModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/

/** The import it replaces, and what takes its place: the same name, from the library's hooks. */
export const positioningImport = 'import { useMergeRefs } from "@floating-ui/react";'
export const ownMerge = 'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);'

export const scrollAreaRefs = () =>
  replaceImport({ name: 'scroll-area-refs', modules: scrollAreaModule, count: 1, from: positioningImport, to: ownMerge })

// The app shell's header, navbar aside and footer import the scroll lock of drawers and dialogs
// (`react-remove-scroll`, with its side-car and style helpers: about 22 KB before minifying) for the name of one
// class, which the lock's stylesheet pads while a dialog has taken the scrollbar away. They get that name from
// where the lock itself takes it, so the lock loads only with the drawers and dialogs, after the first paint.

/** The shell's header, aside and footer. */
export const appShellBarModules =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Aside|Footer)[\\/]AppShell\1\.mjs$/

export const scrollLockImport = 'import { RemoveScroll } from "react-remove-scroll";'
export const scrollLockClassName =
  'import { zeroRightClassName } from "react-remove-scroll-bar/constants";\nconst RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };'

export const appShellScrollClass = () =>
  replaceImport({
    name: 'app-shell-scroll-class',
    modules: appShellBarModules,
    count: 3,
    from: scrollLockImport,
    to: scrollLockClassName,
  })

// Components of the library that import a part they draw only with an option the app never sets. Each of them
// put that part in the first load of every signed-in page. The build has them load it when first drawn (React's
// `lazy`, which suspends until it arrives), so it comes with whatever else uses it, after the first paint, and the
// option still works as published.

/** `import { name } from "path";`, and in its place the same name loaded on first use. */
export function loadOnUse(name, path) {
  return {
    from: `import { ${name} } from "${path}";`,
    to:
      `import { lazy as lazy$${name} } from "react";\n` +
      `const ${name} = lazy$${name}(() => import("${path}").then((module) => ({ default: module.${name} })));`,
  }
}

const component = (path) => new RegExp(`[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${path}\\.mjs$`)

/**
 * The table's scroll container (`Table.ScrollContainer`, which `Table` carries) draws the library's own scroll
 * area, about 30 KB before minifying with its scrollbars, only for its `scrollarea` type: the app's tables
 * scroll natively.
 */
export const tableScrollModule = component('Table[\\\\/]TableScrollContainer')
export const scrollAreaOnUse = loadOnUse('ScrollArea', '../ScrollArea/ScrollArea.mjs')
export const tableScrollAreaOnUse = () =>
  replaceImport({ name: 'table-scroll-area-on-use', modules: tableScrollModule, count: 1, ...scrollAreaOnUse })

/**
 * A navigation link draws its collapse (with the collapse hooks, about 11 KB) and the accordion's chevron only
 * for nested links: the app's navigation has none.
 */
export const navLinkModule = component('NavLink[\\\\/]NavLink')
export const collapseOnUse = loadOnUse('Collapse', '../Collapse/Collapse.mjs')
export const chevronOnUse = loadOnUse('AccordionChevron', '../Accordion/AccordionChevron.mjs')
export const navLinkNestingOnUse = () => [
  replaceImport({ name: 'nav-link-collapse-on-use', modules: navLinkModule, count: 1, ...collapseOnUse }),
  replaceImport({ name: 'nav-link-chevron-on-use', modules: navLinkModule, count: 1, ...chevronOnUse }),
]

/**
 * The app shell's header, navbar, aside and footer draw the resize handle (about 12 KB with its pointer and
 * keyboard handling) only when made resizable: the app's are not.
 */
export const appShellSectionModules =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Navbar|Aside|Footer)[\\/]AppShell\1\.mjs$/
export const resizeHandleOnUse = loadOnUse('AppShellResizeHandle', '../AppShellResizeHandle/AppShellResizeHandle.mjs')
export const appShellResizeOnUse = () =>
  replaceImport({ name: 'app-shell-resize-on-use', modules: appShellSectionModules, count: 4, ...resizeHandleOnUse })

/**
 * The provider writes the theme's CSS variables with `MantineCssVariables` only when `withCssVariables` is on;
 * the app turns it off (the build writes them into the stylesheet: `scripts/mantine-theme-css.mjs`). That
 * module's helper works out the library's default variables as it loads (about 3 ms of every page's start at
 * CPU ×4, and 9 KB before minifying).
 */
export const providerModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineProvider\.mjs$/
export const cssVariablesOnUse = loadOnUse('MantineCssVariables', './MantineCssVariables/MantineCssVariables.mjs')
export const providerCssVariablesOnUse = () =>
  replaceImport({ name: 'provider-css-variables-on-use', modules: providerModule, count: 1, ...cssVariablesOnUse })
