// The component library's ScrollArea, which every table uses (its scroll container), merges its refs with the
// floating-positioning library's `useMergeRefs`. That one import put the positioning library (about 70 KB
// before minifying, for menus and popovers) in the first load of every list. The build gives ScrollArea the same
// merge from the library's own hooks (`useMergedRef`: the same callback ref, with React 19's ref cleanups), so the
// positioning code loads only with what positions something: the overlays, loaded after a page's first paint.
// Only the build's copy changes (the development server and the component tests run the library as published).

/** The library's module, by the path it is loaded from. */
export const scrollAreaModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/

/** The import it replaces, and what takes its place: the same name, from the library's hooks. */
export const positioningImport = 'import { useMergeRefs } from "@floating-ui/react";'
export const ownMerge = 'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);'

export function scrollAreaRefs() {
  let replaced = false
  return {
    name: 'scroll-area-refs',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!scrollAreaModule.test(id.split('?')[0])) return null
      // The library changed how it merges them: say so rather than build with the positioning code back.
      if (!code.includes(positioningImport)) this.error('scroll-area-refs: ScrollArea no longer imports useMergeRefs as it did')
      replaced = true
      return { code: code.replace(positioningImport, ownMerge), map: null }
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error('scroll-area-refs: @mantine/core/esm/components/ScrollArea/ScrollArea.mjs was not loaded')
    },
  }
}
