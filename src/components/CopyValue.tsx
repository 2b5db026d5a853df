import classes from './CopyValue.module.css'

/** How long a button says "copied". */
export const COPIED_MS = 1500

const copyLabel = (label: string) => `Copy ${label}`

/**
 * A value (an id, an e-mail, a URL) shown with a button that copies it. Plain elements only, with no state
 * or handler of their own: tables render many of these, and one listener for the whole document (below)
 * copies the value of whichever copy button is pressed and marks it as copied for a moment, or until the
 * button is given another value (a table row drawn again for another record keeps no mark of the last one).
 */
export function CopyValue({ value, label, mono = true }: { value: string | number; label: string; mono?: boolean }) {
  const text = String(value)
  return (
    <span className={classes.root}>
      <span className={mono ? `${classes.value} ${classes.mono}` : classes.value}>{text}</span>
      <button
        type="button"
        className={`${classes.button} mantine-focus-auto mantine-active`}
        data-copy={text}
        data-label={label}
        title={copyLabel(label)}
        aria-label={copyLabel(label)}
      />
    </span>
  )
}

/** The buttons marked as copied: when the mark goes, and what watches for a new value. */
const marks = new WeakMap<HTMLButtonElement, { reset: ReturnType<typeof setTimeout>; watch: MutationObserver }>()

function showCopied(button: HTMLButtonElement, copied: boolean) {
  const label = button.dataset.label ?? ''
  button.toggleAttribute('data-copied', copied)
  button.title = copied ? 'Copied' : copyLabel(label)
  button.setAttribute('aria-label', copied ? `${label} copied` : copyLabel(label))
}

function unmark(button: HTMLButtonElement) {
  const mark = marks.get(button)
  if (!mark) return
  clearTimeout(mark.reset)
  mark.watch.disconnect()
  marks.delete(button)
  showCopied(button, false)
}

function mark(button: HTMLButtonElement) {
  unmark(button)
  showCopied(button, true)
  const watch = new MutationObserver(() => unmark(button))
  watch.observe(button, { attributes: true, attributeFilter: ['data-copy'] })
  marks.set(button, { reset: setTimeout(() => unmark(button), COPIED_MS), watch })
}

/**
 * The one listener behind every copy button: copies its value, then says so until `COPIED_MS` have passed or
 * the button shows another value.
 */
function copyOnClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null
  if (!(button instanceof HTMLButtonElement)) return
  navigator.clipboard?.writeText(button.dataset.copy ?? '').then(
    () => mark(button),
    // Nothing was copied (the browser refused): the button claims nothing.
    () => undefined,
  )
}

if (typeof document !== 'undefined') document.addEventListener('click', copyOnClick)
