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

// The library's `Table` carries its scroll container (`Table.ScrollContainer`), which imports the library's own
// scroll area (about 30 KB before minifying, with its scrollbars) for its `scrollarea` type. The app's tables use
// the `native` type, a plain element; yet importing `Table` put the scroll area in the first load of every list.
// The build has the container load it when it is first drawn with that type (React's `lazy`, which suspends
// until it arrives), so the scroll area loads with the drawers and dialogs, which use it, after the first paint.

/** The table's scroll container. */
export const tableScrollModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/

export const scrollAreaImport = 'import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";'
export const scrollAreaOnUse =
  'import { lazy } from "react";\nconst ScrollArea = lazy(() => import("../ScrollArea/ScrollArea.mjs").then((module) => ({ default: module.ScrollArea })));'

export const tableScrollAreaOnUse = () =>
  replaceImport({
    name: 'table-scroll-area-on-use',
    modules: tableScrollModule,
    count: 1,
    from: scrollAreaImport,
    to: scrollAreaOnUse,
  })
