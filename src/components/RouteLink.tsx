import type { AnchorHTMLAttributes, FocusEvent, MouseEvent } from 'react'
import { useRouter } from '@tanstack/react-router'

type Router = ReturnType<typeof useRouter>

interface Handlers {
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void
  onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => void
  onFocus: (event: FocusEvent<HTMLAnchorElement>) => void
  onMouseLeave: (event: MouseEvent<HTMLAnchorElement>) => void
  onBlur: (event: FocusEvent<HTMLAnchorElement>) => void
  onTouchStart: (event: { currentTarget: HTMLAnchorElement }) => void
}

/** A pending preload on intent, by link. */
const pending = new WeakMap<Element, ReturnType<typeof setTimeout>>()
const byRouter = new WeakMap<Router, Handlers>()

const cancel = (link: Element) => {
  clearTimeout(pending.get(link))
  pending.delete(link)
}

/**
 * The router's behaviour of a link, for plain anchors: a plain click (the main button, no modifier key, no other
 * target, not prevented) moves within the app; a pause on it (the router's preload delay), its focus or a touch
 * loads the page's code and data ahead, when the router preloads on intent. One set per router, shared by every
 * link: each reads where it goes from its own `href`.
 */
function handlersOf(router: Router): Handlers {
  const known = byRouter.get(router)
  if (known) return known
  const intent = () => router.options.defaultPreload === 'intent'
  // A page that fails to load ahead shows its error when it is opened.
  // The router reads a preload's destination from `href` as it does a move's; its types ask for a `to`.
  const preload = (link: HTMLAnchorElement) =>
    void router.preloadRoute({ href: link.getAttribute('href')! } as Parameters<Router['preloadRoute']>[0]).catch(() => undefined)
  const enqueue = ({ currentTarget: link }: { currentTarget: HTMLAnchorElement }) => {
    if (!intent() || pending.has(link)) return
    pending.set(
      link,
      setTimeout(() => {
        pending.delete(link)
        preload(link)
      }, router.options.defaultPreloadDelay ?? 50),
    )
  }
  const leave = ({ currentTarget: link }: { currentTarget: HTMLAnchorElement }) => cancel(link)
  const handlers: Handlers = {
    onClick: (event) => {
      const link = event.currentTarget
      const target = link.getAttribute('target')
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
      if (target && target !== '_self') return
      event.preventDefault()
      cancel(link)
      void router.navigate({ href: link.getAttribute('href')! })
    },
    onMouseEnter: enqueue,
    onFocus: enqueue,
    onMouseLeave: leave,
    onBlur: leave,
    onTouchStart: ({ currentTarget: link }) => {
      if (intent()) preload(link)
    },
  }
  byRouter.set(router, handlers)
  return handlers
}

/**
 * A link to a page of the app (`href` from `pathTo`) that behaves as the router's link does (see `handlersOf`)
 * without its work on every render: the router's link builds its address and subscribes to the location, each one.
 * For links drawn many times on a page (a list's rows, the navigation); the router's `Link` elsewhere. An
 * `onClick` of its own runs first, and can prevent the move.
 */
export function RouteLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const handlers = handlersOf(useRouter())
  return (
    <a
      {...props}
      href={href}
      {...handlers}
      onClick={
        onClick
          ? (event) => {
              onClick(event)
              handlers.onClick(event)
            }
          : handlers.onClick
      }
    />
  )
}
