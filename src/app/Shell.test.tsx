import { readFileSync } from 'node:fs'
import { AppShell } from '@mantine/core'
import { act } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { cssRules } from '../testing/cssRules'
import { expectDrawnAs, inlineStyle, looks } from '../testing/looks'
import { renderComponent } from '../testing/render'
import { Shell, ShellHeader, ShellMain, ShellNavbar } from './Shell'

const path = 'src/app/Shell.module.css'
const sheets = [cssRules(path)]

/** A stylesheet's rules with the media query each sits in ('' for none), its spaces left out. */
function rulesWithMedia(css: string) {
  const declarations = (body: string) =>
    Object.fromEntries(
      body
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => [
          declaration.slice(0, declaration.indexOf(':')).trim(),
          declaration.slice(declaration.indexOf(':') + 1).trim(),
        ]),
    )
  const rules: { media: string; selector: string; declarations: Record<string, string> }[] = []
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  for (const [, media, inner, selector, body] of text.matchAll(
    /@media([^{]+)\{((?:[^{}]*\{[^}]*\})*)\s*\}|([^{}@]+)\{([^}]*)\}/g,
  )) {
    if (media !== undefined)
      for (const [, nested, nestedBody] of inner!.matchAll(/([^{}]+)\{([^}]*)\}/g))
        rules.push({ media: media.replace(/\s/g, ''), selector: nested!.trim(), declarations: declarations(nestedBody!) })
    else rules.push({ media: '', selector: selector!.trim(), declarations: declarations(body!) })
  }
  return rules
}

const ours = rulesWithMedia(readFileSync(path, 'utf8'))
const rule = (media: string, selector: string) =>
  ours.find((candidate) => candidate.media === media && candidate.selector === selector)

function renderBoth(collapsed: boolean, sandbox: boolean) {
  const { container } = renderComponent(
    <>
      <div data-testid="library">
        <AppShell
          header={{ height: 56 }}
          navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: collapsed } }}
          padding="md"
          styles={{
            header: sandbox
              ? { borderTop: '4px solid var(--mantine-color-yellow-5)' }
              : { borderTop: '4px solid var(--mantine-color-red-7)' },
          }}
        >
          <AppShell.Header>Header</AppShell.Header>
          <AppShell.Navbar p="xs" aria-label="Main">
            <AppShell.Section grow style={{ overflowY: 'auto' }}>
              <span>Areas</span>
            </AppShell.Section>
          </AppShell.Navbar>
          <AppShell.Main>Page</AppShell.Main>
        </AppShell>
      </div>
      <div data-testid="ours">
        <Shell navbarOpened={!collapsed}>
          <ShellHeader environment={sandbox ? 'sandbox' : 'live'}>Header</ShellHeader>
          <ShellNavbar aria-label="Main">
            <span>Areas</span>
          </ShellNavbar>
          <ShellMain>Page</ShellMain>
        </Shell>
      </div>
    </>,
  )
  const [library, mine] = ['library', 'ours'].map((id) => container.querySelector(`[data-testid=${id}]`)!)
  // The library writes its layout's variables in a style element beside its root.
  const libraryStyle = library!.querySelector('style')!.textContent
  const libraryRoot = library!.querySelector('.mantine-AppShell-root')!
  return { library: libraryRoot, ours: mine!.firstElementChild!, libraryStyle }
}

describe('the shell', () => {
  it.each([
    { collapsed: true, sandbox: true },
    { collapsed: false, sandbox: false },
  ])('is drawn as the library draws its app shell (navbar folded: $collapsed, sandbox: $sandbox)', ({ collapsed, sandbox }) => {
    const { library, ours, libraryStyle } = renderBoth(collapsed, sandbox)
    const part = (root: Element, name: string) => root.querySelector(`.mantine-AppShell-${name}`)!
    expectDrawnAs(part(ours, 'header'), part(library, 'header'), sheets, { environment: sandbox ? 'sandbox' : 'live' })
    expectDrawnAs(part(ours, 'navbar'), part(library, 'navbar'), sheets)
    expectDrawnAs(part(ours, 'main'), part(library, 'main'), sheets)

    // The root: the library's classes and data attributes, and whether the navbar is folded.
    const [mine, theirs] = [looks(ours), looks(library)]
    expect(mine.classes.filter((name) => !name.startsWith('_'))).toEqual(theirs.classes)
    expect(mine.data).toEqual({ ...theirs.data, ...(collapsed ? { navbarCollapsed: 'true' } : {}) })
    expect(mine.style).toEqual({})
    // Its variables: what the library writes on the root, and on the document's root for every width and below
    // the breakpoint, our rules set on the shell's root for the same widths.
    const written = rulesWithMedia(libraryStyle)
    expect(written.map(({ media, selector }) => [media, selector])).toEqual([
      ['', ':root'],
      [collapsed ? '(max-width:47.99375em)' : '(max-width:48em)', ':root'],
    ])
    expect(rule('', '.root')!.declarations).toEqual({ ...inlineStyle(library), ...written[0]!.declarations })
    const narrow = collapsed
      ? rule('(max-width:47.99375em)', '.root[data-navbar-collapsed]')
      : rule('(max-width:48em)', '.root:not([data-navbar-collapsed])')
    expect(narrow!.declarations).toEqual(written[1]!.declarations)
  })

  it('is marked as resizing for the length of a transition after its first paint and after each resize', () => {
    vi.useFakeTimers()
    try {
      const { ours } = renderBoth(true, true)
      expect(ours).toHaveAttribute('data-resizing', 'true')
      act(() => {
        vi.advanceTimersByTime(200)
      })
      expect(ours).not.toHaveAttribute('data-resizing')
      act(() => {
        window.dispatchEvent(new Event('resize'))
      })
      expect(ours).toHaveAttribute('data-resizing', 'true')
      act(() => {
        vi.advanceTimersByTime(150)
      })
      act(() => {
        window.dispatchEvent(new Event('resize'))
      })
      act(() => {
        vi.advanceTimersByTime(150)
      })
      expect(ours).toHaveAttribute('data-resizing', 'true')
      act(() => {
        vi.advanceTimersByTime(50)
      })
      expect(ours).not.toHaveAttribute('data-resizing')
    } finally {
      vi.useRealTimers()
    }
  })
})
