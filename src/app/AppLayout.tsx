import { VisuallyHidden } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { IconListDetails, IconLogout, IconSearch } from '@tabler/icons-react'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { ColorSchemeToggle } from './ColorSchemeToggle'
import { brandClass } from './headerClasses'
import { EnvironmentBadge, HeaderBurger, HeaderIconButton, HeaderKey, HeaderRow, Shown } from './HeaderParts'
import { navItems } from './nav'
import { NavItem } from './NavItem'
import { Shell, ShellHeader, ShellMain, ShellNavbar } from './Shell'
import { ShortcutsHelp } from './ShortcutsHelp'
import { isTyping } from './shortcuts'
import { getSession, signOut, subscribeSession } from '../session/session'
import { useIdleSignOut } from './useIdleSignOut'
import { lazyPart, useLazyPart } from '../lib/lazyPart'
import { PartLoadError } from '../components/PartLoadError'
import { PlainButton } from '../components/PlainButton'
import { RouteLink } from '../components/RouteLink'

/**
 * The request log's drawer (its table, its filter and the library's segmented control): loaded after the page's
 * first paint, or at once when it is opened first, like the other overlays.
 */
const requestLogPart = lazyPart(() => import('../features/requestLog/RequestLogDrawer'))

function RequestLog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { part, error, retry } = useLazyPart(requestLogPart, opened)
  if (part) return <part.RequestLogDrawer opened={opened} onClose={onClose} />
  return error ? <PartLoadError error={error} onRetry={retry} onClose={onClose} /> : null
}

/**
 * The command palette (its actions and the library's spotlight), loaded like the request log. Not a lazy component
 * under a suspense boundary: React holds back the content of a boundary that has shown its fallback for 300 ms
 * from that moment, so the first Ctrl+K drew the palette some 300 ms after its code was in.
 */
const palettePart = lazyPart(() => import('./palette/CommandPalette'))

/** The palette, drawn from its first opening (`opens` counts them). */
function Palette({ opens, onClose }: { opens: number; onClose: () => void }) {
  const { part, error, retry } = useLazyPart(palettePart, opens > 0)
  if (part && opens > 0) return <part.CommandPalette opens={opens} />
  return error ? <PartLoadError error={error} onRetry={retry} onClose={onClose} /> : null
}

/** Ctrl/Cmd+K opens the palette, ? the help sheet, "g" then a key goes to an area. */
function useKeyboardShortcuts({
  openPalette,
  openHelp,
  openLog,
}: {
  openPalette: () => void
  openHelp: () => void
  openLog: () => void
}) {
  const navigate = useNavigate()
  useEffect(() => {
    let pendingG = 0
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        openPalette()
        return
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || document.querySelector('[role="dialog"]'))
        return
      if (event.key === '?') {
        event.preventDefault()
        openHelp()
      } else if (event.key === 'g') {
        pendingG = Date.now()
      } else if (Date.now() - pendingG < 1500) {
        pendingG = 0
        if (event.key === 'q') return openLog()
        const item = navItems.find((candidate) => candidate.key === event.key)
        if (item) void navigate({ to: item.to })
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [navigate, openPalette, openHelp, openLog])
}

/**
 * A header button: its label beside the icon, or on narrow screens the icon alone, named by the label and showing
 * it on hover as the browser's own tooltip (the library's tooltip is a floating element that every page would
 * render twice on every load, and hidden on wide screens).
 */
function HeaderAction({ label, icon: Icon, onClick }: { label: string; icon: typeof IconLogout; onClick: () => void }) {
  return (
    <>
      <PlainButton variant="subtle" icon={<Icon size={16} aria-hidden />} onClick={onClick} visibleFrom="sm">
        {label}
      </PlainButton>
      <HeaderIconButton onClick={onClick} aria-label={label} title={label} hiddenFrom="sm">
        <Icon size={18} aria-hidden />
      </HeaderIconButton>
    </>
  )
}

/**
 * The areas, the current one marked. It alone follows the address: a move to another page draws again this and the
 * page, not the header (whose colour scheme menu alone is some 40 components).
 */
function AreasNav({ onNavigate }: { onNavigate: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <nav aria-label="Areas">
      <VisuallyHidden>
        <h2>Areas</h2>
      </VisuallyHidden>
      {navItems.map((item) => (
        <NavItem
          key={item.to}
          item={item}
          active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
          onClick={onNavigate}
        />
      ))}
    </nav>
  )
}

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure()
  const [logOpened, log] = useDisclosure()
  const [helpOpened, help] = useDisclosure()
  const [paletteOpens, setPaletteOpens] = useState(0)
  const openPalette = useCallback(() => setPaletteOpens((count) => count + 1), [])
  useKeyboardShortcuts({ openPalette, openHelp: help.open, openLog: log.open })
  const session = useSyncExternalStore(subscribeSession, getSession)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const environment = session?.environment

  const onSignOut = () => {
    signOut()
    queryClient.clear()
    void navigate({ to: '/sign-in', search: { reason: 'signed-out' } })
  }

  const onIdle = useCallback(() => {
    const href = window.location.pathname + window.location.search
    signOut()
    queryClient.clear()
    void navigate({ to: '/sign-in', search: { reason: 'idle', redirect: href } })
  }, [navigate, queryClient])
  useIdleSignOut(session?.settings.idleTimeoutMinutes ?? 30, onIdle)

  return (
    <Shell navbarOpened={opened}>
      <ShellHeader environment={environment?.sandbox ? 'sandbox' : 'live'}>
        <HeaderRow kind="bar">
          <HeaderRow>
            <HeaderBurger opened={opened} onClick={toggle} aria-label="Toggle navigation" />
            {/* Phones keep the header's width for the environment and the actions. */}
            <RouteLink href="/" className={brandClass({ visibleFrom: 'xs' })}>
              Merchant Billing
            </RouteLink>
            {environment ? (
              <EnvironmentBadge
                sandbox={environment.sandbox}
                aria-label={`Environment: ${environment.label} (${environment.sandbox ? 'sandbox' : 'live'})`}
                data-testid="environment-badge"
                // Where the calls go, on hover.
                title={environment.baseUrl}
              >
                {environment.sandbox ? 'Sandbox' : 'Live'}
                <Shown from="sm"> · {environment.label}</Shown>
              </EnvironmentBadge>
            ) : null}
          </HeaderRow>
          <HeaderRow kind="actions">
            <PlainButton
              variant="default"
              icon={<IconSearch size={16} aria-hidden />}
              onClick={openPalette}
              aria-keyshortcuts="Control+K Meta+K"
              visibleFrom="sm"
            >
              Search or jump to… <HeaderKey>Ctrl K</HeaderKey>
            </PlainButton>
            <HeaderAction label="Request log" icon={IconListDetails} onClick={log.open} />
            <ColorSchemeToggle />
            <HeaderAction label="Sign out" icon={IconLogout} onClick={onSignOut} />
          </HeaderRow>
        </HeaderRow>
      </ShellHeader>
      <ShellNavbar aria-label="Main">
        <AreasNav onNavigate={close} />
      </ShellNavbar>
      <ShellMain>
        <Outlet />
      </ShellMain>
      <RequestLog opened={logOpened} onClose={log.close} />
      <ShortcutsHelp opened={helpOpened} onClose={help.close} />
      <Palette opens={paletteOpens} onClose={() => setPaletteOpens(0)} />
    </Shell>
  )
}
