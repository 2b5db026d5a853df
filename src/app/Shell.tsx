import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react'
import { classNames as join } from '../components/cellClasses'
import own from './Shell.module.css'

type Part = 'root' | 'header' | 'navbar' | 'section' | 'main'
// The library's app shell classes, written here rather than read from its component, which would bring the
// component's code (its parts, its style element, its resizing state) to every page; the unit test holds them equal.
const classes: Record<Part, string> = {
  root: 'm_89ab340',
  header: 'm_3b16f56b',
  navbar: 'm_45252eee',
  section: 'm_6dcfc7c7',
  main: 'm_8983817',
}
const shellClass = (part: Part, name: string) => join(classes[part], `mantine-AppShell-${name}`, own[part])

/**
 * The frame of the signed-in pages, drawn as the library's app shell draws this layout (its classes and data
 * attributes; its variables from Shell.module.css) without its components, which every page draws first: a fixed
 * header, the navbar beside the main area, folded away on narrow screens until `navbarOpened`. While the window
 * is resized, and for the length of a transition after the first paint, the shell is marked as resizing, so that
 * the navbar moves with the window instead of sliding, as the library's does.
 */
export function Shell({ navbarOpened, children }: { navbarOpened: boolean; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = root.current!
    const unmark = () => element.removeAttribute('data-resizing')
    let timer = setTimeout(unmark, 200)
    const mark = () => {
      element.setAttribute('data-resizing', 'true')
      clearTimeout(timer)
      timer = setTimeout(unmark, 200)
    }
    window.addEventListener('resize', mark)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', mark)
    }
  }, [])
  // Drawn marked, rather than marked once drawn: the mark changes a variable every element of the page inherits,
  // and set after the first render it made the browser work out the whole page's style again whenever anything
  // had measured it in between (a table measures its rows before its first paint: DataTable's `useRowsShown`).
  // The prop never changes, so the page's later renders leave the attribute as the timers set it.
  return (
    <div
      ref={root}
      className={shellClass('root', 'root')}
      data-mode="fixed"
      data-resizing="true"
      data-navbar-collapsed={!navbarOpened || undefined}
    >
      {children}
    </div>
  )
}

/** The shell's header, its top edge in the colour of the environment. */
export function ShellHeader({ environment, children }: { environment: 'sandbox' | 'live'; children: ReactNode }) {
  return (
    <header
      className={`${shellClass('header', 'header')} right-scroll-bar-position`}
      data-with-border="true"
      data-environment={environment}
    >
      {children}
    </header>
  )
}

/** The shell's navbar, with one section that takes its height and scrolls. */
export function ShellNavbar({ children, ...props }: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  return (
    <nav {...props} className={shellClass('navbar', 'navbar')} data-with-border="true">
      <div className={shellClass('section', 'section')} data-grow="true">
        {children}
      </div>
    </nav>
  )
}

/** The shell's main area, beside the navbar and under the header. */
export function ShellMain({ children }: { children: ReactNode }) {
  return <main className={shellClass('main', 'main')}>{children}</main>
}
