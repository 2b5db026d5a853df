/**
 * A ref that focuses its element once, when it appears: for what replaces the control that had the
 * focus (the result of a row's action, whose button is gone with the change). Stable, so React never
 * calls it again on a re-render; give the element `tabIndex={-1}`.
 */
export const focusOnMount = (element: HTMLElement | null) => element?.focus()
