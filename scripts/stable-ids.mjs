// The component library's `useId` (@mantine/hooks) answers an id made from React's on the first render, then, in a
// layout effect, sets a random one: every component that names its parts with it (40 of the library's modules:
// inputs, chips, radios, menus, drawers) renders a second time as it mounts, synchronously before the page is
// first painted, and rewrites its ids in the page. React's own `useId` is already stable and unique (and the same
// on a server), so the build gives the library a `useId` that keeps the first id: one render, nothing rewritten.
// Only the build's copy changes (the development server and the component tests run the library as published:
// the ids differ, nothing else).

/** The library's module, by the path it is loaded from. */
export const mantineUseId = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/

/** What the build loads in its place: the id it gives, or React's, from the first render on. */
export const stableUseId = `"use client";
import { useId as useReactId } from "react";
function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === "string" ? staticId : \`mantine-\${reactId.replace(/:/g, "")}\`;
}
export { useId };
`

export function stableMantineIds() {
  let replaced = false
  return {
    name: 'stable-mantine-ids',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (!mantineUseId.test(id.split('?')[0])) return null
      replaced = true
      return stableUseId
    },
    buildEnd(error) {
      // The library moved its hook: say so rather than build with the second render back.
      if (!error && !replaced) this.error('stable-mantine-ids: @mantine/hooks/esm/use-id/use-id.mjs was not loaded')
    },
  }
}
