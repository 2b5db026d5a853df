import { navItems } from './nav'

export interface Shortcut {
  keys: string[]
  description: string
}

/** Every keyboard shortcut, for the help sheet. */
export const shortcuts: Shortcut[] = [
  { keys: ['Ctrl/⌘', 'K'], description: 'Open the command palette' },
  { keys: ['?'], description: 'Show these shortcuts' },
  { keys: ['g', 'q'], description: 'Open the request log' },
  ...navItems.map((item) => ({ keys: ['g', item.key], description: `Go to ${item.label}` })),
]

/** A key press in a field is typing, not a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.getAttribute('role') === 'combobox'
  )
}
