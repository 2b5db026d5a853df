import {
  ActionIcon,
  Alert,
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  Group,
  Kbd,
  NavLink,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { spotlight } from '@mantine/spotlight'
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { IconClock, IconKey, IconListDetails, IconLock, IconLogout, IconSearch, IconUserCircle } from '@tabler/icons-react'
import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from 'react'
import { ColorSchemeToggle } from './ColorSchemeToggle'
import { navItemsFor, restriction } from './nav'
import { CommandPalette } from './palette/CommandPalette'
import { ShortcutsHelp } from './ShortcutsHelp'
import { isTyping } from './shortcuts'
import { getSession, isMemberSession, pendingRenewal, signOut, subscribeSession, type Session } from '../session/session'
import { roleLabel } from '../session/permissions'
import { endSessionAtService } from '../api/logout'
import { useIdleSignOut } from './useIdleSignOut'
import { useTimeZone } from '../lib/timeZone'
import { RequestLogDrawer } from '../features/requestLog/RequestLogDrawer'
import classes from './AppLayout.module.css'

// Signing in again is needed only once the service ends a member's session: its forms load then.
const ReauthDialog = lazy(() => import('../features/auth/ReauthDialog').then((module) => ({ default: module.ReauthDialog })))
// The list of zones loads when someone opens the choice.
const TimeZoneDialog = lazy(() => import('./TimeZoneDialog').then((module) => ({ default: module.TimeZoneDialog })))

/** Ctrl/Cmd+K opens the palette, ? the help sheet, "g" then a key goes to an area. */
function useKeyboardShortcuts({
  openPalette,
  openHelp,
  openLog,
  session,
}: {
  openPalette: () => void
  openHelp: () => void
  openLog: () => void
  session: Session | null
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
        const item = navItemsFor(session).find((candidate) => candidate.key === event.key)
        if (item) void navigate({ to: item.to })
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [navigate, openPalette, openHelp, openLog, session])
}

/**
 * A header button: its label beside the icon, or on narrow screens the icon alone, named by the label and showing
 * it on hover as the browser's own tooltip.
 */
function HeaderAction({ label, icon: Icon, onClick }: { label: string; icon: typeof IconLogout; onClick: () => void }) {
  return (
    <>
      <Button variant="subtle" color="gray" leftSection={<Icon size={16} aria-hidden />} onClick={onClick} visibleFrom="sm">
        {label}
      </Button>
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={onClick} aria-label={label} title={label} hiddenFrom="sm">
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </>
  )
}

/**
 * The areas, the current one marked. It alone follows the address: a move to another page draws again this and the
 * page, not the header.
 */
function AreasNav({ onNavigate, session }: { onNavigate: () => void; session: Session | null }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const navItems = navItemsFor(session)
  return (
    <nav aria-label="Areas">
      <VisuallyHidden>
        <h2>Areas</h2>
      </VisuallyHidden>
      {navItems.map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          // Marked as the page (`aria-current`) by its path alone, whatever the list's view.
          activeOptions={{ includeSearch: false }}
          label={item.label}
          leftSection={<item.icon size={18} aria-hidden />}
          active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
          onClick={onNavigate}
        />
      ))}
    </nav>
  )
}

/** Who is signed in, with their role; or the API key, which belongs to no one. */
function SignedInAs({ session }: { session: Session | null }) {
  if (!session) return null
  if (!isMemberSession(session)) {
    return (
      <Group gap={6} wrap="nowrap" visibleFrom="md" aria-label="Signed in with an API key">
        <IconKey size={16} aria-hidden />
        <Text size="sm">API key</Text>
      </Group>
    )
  }
  const role = roleLabel(session.member)
  return (
    <Group
      gap={6}
      wrap="nowrap"
      visibleFrom="md"
      aria-label={`Signed in as ${session.member.name}, ${role}`}
      title={session.member.email}
    >
      <IconUserCircle size={18} aria-hidden />
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {session.member.name}
      </Text>
      <Badge variant="light" color="gray" tt="none">
        {role}
      </Badge>
    </Group>
  )
}

/** In place of a page the session may not open: why, and what to do. */
function NotPermitted({ why }: { why: 'role' | 'member' }) {
  return (
    <Stack maw={720} gap="md">
      <Title order={1}>{why === 'role' ? 'Not part of your role' : 'For members signed in as themselves'}</Title>
      <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />}>
        {why === 'role'
          ? 'Your role does not include this area, so the dashboard does not show it. Ask the owner of the merchant account if you need it.'
          : 'This page belongs to a team member, and an API key belongs to no one. Sign out, then sign in with your e-mail and password to see it.'}
      </Alert>
    </Stack>
  )
}

/** The page, or why the session may not open it. Like the navigation, it alone follows the address. */
function PageOrRefusal({ session }: { session: Session | null }) {
  const refused = useRouterState({ select: (state) => restriction(state.location.pathname, session) })
  return refused ? <NotPermitted why={refused} /> : <Outlet />
}

/** The time zone dates are shown in, named on hover, opening its choice. */
function TimeZoneAction({ zone, onClick }: { zone: string | null; onClick: () => void }) {
  const label = `Time zone: ${zone ?? 'the browser’s'}`
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" onClick={onClick} aria-label={label} title={label}>
      <IconClock size={18} aria-hidden />
    </ActionIcon>
  )
}

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure()
  const [logOpened, log] = useDisclosure()
  const [helpOpened, help] = useDisclosure()
  const [zoneOpened, zoneChoice] = useDisclosure()
  const timeZone = useTimeZone()
  const session = useSyncExternalStore(subscribeSession, getSession)
  useKeyboardShortcuts({ openPalette: spotlight.open, openHelp: help.open, openLog: log.open, session })
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const environment = session?.environment
  const renewalPending = useSyncExternalStore(subscribeSession, pendingRenewal) !== null

  /** Ends the session at the service first (a member's), then in this tab. */
  const onSignOut = async () => {
    const ended = await endSessionAtService()
    signOut()
    queryClient.clear()
    void navigate({ to: '/sign-in', search: { reason: ended === 'unconfirmed' ? 'signed-out-here' : 'signed-out' } })
  }

  /** Signing out from the sign-in-again dialog: the service has ended the session already. */
  const onSignOutInstead = () => {
    signOut()
    queryClient.clear()
    void navigate({ to: '/sign-in', search: { reason: 'signed-out' } })
  }

  const onIdle = useCallback(() => {
    const href = window.location.pathname + window.location.search
    void endSessionAtService()
    signOut()
    queryClient.clear()
    void navigate({ to: '/sign-in', search: { reason: 'idle', redirect: href } })
  }, [navigate, queryClient])
  useIdleSignOut(session?.settings.idleTimeoutMinutes ?? 30, onIdle)

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header className={classes.header} data-environment={environment?.sandbox ? 'sandbox' : 'live'}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            {/* Phones keep the header's width for the environment and the actions. */}
            <Text component={Link} to="/" fw={700} c="inherit" td="none" style={{ whiteSpace: 'nowrap' }} visibleFrom="xs">
              Merchant Billing
            </Text>
            {environment ? (
              <Badge
                variant="filled"
                color={environment.sandbox ? 'yellow.4' : 'red.8'}
                c={environment.sandbox ? 'dark.9' : 'white'}
                aria-label={`Environment: ${environment.label} (${environment.sandbox ? 'sandbox' : 'live'})`}
                data-testid="environment-badge"
                // Where the calls go, on hover.
                title={environment.baseUrl}
              >
                {environment.sandbox ? 'Sandbox' : 'Live'}
                <Box component="span" visibleFrom="sm">
                  {' '}
                  · {environment.label}
                </Box>
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconSearch size={16} aria-hidden />}
              onClick={() => spotlight.open()}
              aria-keyshortcuts="Control+K Meta+K"
              visibleFrom="sm"
            >
              Search or jump to…{' '}
              <Kbd ml="xs" size="xs">
                Ctrl K
              </Kbd>
            </Button>
            <SignedInAs session={session} />
            <HeaderAction label="Request log" icon={IconListDetails} onClick={log.open} />
            <TimeZoneAction zone={timeZone} onClick={zoneChoice.open} />
            <ColorSchemeToggle />
            <HeaderAction label="Sign out" icon={IconLogout} onClick={() => void onSignOut()} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main">
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <AreasNav onNavigate={close} session={session} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        {/* A page draws again in a newly chosen time zone, its dates and date filters with it. */}
        <PageOrRefusal key={timeZone ?? ''} session={session} />
      </AppShell.Main>
      <RequestLogDrawer opened={logOpened} onClose={log.close} />
      <ShortcutsHelp opened={helpOpened} onClose={help.close} />
      <CommandPalette />
      {zoneOpened ? (
        <Suspense fallback={null}>
          <TimeZoneDialog opened onClose={zoneChoice.close} />
        </Suspense>
      ) : null}
      {renewalPending ? (
        <Suspense fallback={null}>
          <ReauthDialog onSignOut={onSignOutInstead} />
        </Suspense>
      ) : null}
    </AppShell>
  )
}
