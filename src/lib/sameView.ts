/**
 * A `memo` comparison for a list's filter bar: its `view` (the URL's filters, a new object on every
 * render) by value, its other props by identity. Turning a page then leaves the filters as they are.
 */
export function sameView<P extends { view: unknown }>(before: P, after: P): boolean {
  return (Object.keys(before) as (keyof P)[]).every((key) =>
    key === 'view' ? JSON.stringify(before.view) === JSON.stringify(after.view) : before[key] === after[key],
  )
}
