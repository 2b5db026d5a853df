/**
 * A `memo` comparison for a list's filter bar: its `view` (the URL's filters, a new object on every
 * render) by value but for its page, its other props by identity. Turning a page then leaves the filters as they are.
 */
export function sameView<P extends { view: unknown }>(before: P, after: P): boolean {
  return (Object.keys(before) as (keyof P)[]).every((key) =>
    key === 'view'
      ? JSON.stringify(withoutPage(before.view)) === JSON.stringify(withoutPage(after.view))
      : before[key] === after[key],
  )
}

/** A filter panel shows no page: a view that differs only in its page is the same view to it. */
function withoutPage(view: unknown): unknown {
  if (typeof view !== 'object' || view === null || !('page' in view)) return view
  const { page: _page, ...rest } = view
  return rest
}
