import { ActionIcon, AppShell, Badge, Box, Burger, Button, Group, Kbd, NavLink, Text, VisuallyHidden } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { spotlight } from '@mantine/spotlight'
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { IconListDetails, IconLogout, IconSearch } from '@tabler/icons-react'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { ColorSchemeToggle } from './ColorSchemeToggle'
import { navItems } from './nav'
import { CommandPalette } from './palette/CommandPalette'
import { ShortcutsHelp } from './ShortcutsHelp'
import { isTyping } from './shortcuts'
import { getSession, signOut, subscribeSession } from '../session/session'
import { useIdleSignOut } from './useIdleSignOut'
import { RequestLogDrawer } from '../features/requestLog/RequestLogDrawer'
import classes from './AppLayout.module.css'

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
function AreasNav({ onNavigate }: { onNavigate: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
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

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure()
  const [logOpened, log] = useDisclosure()
  const [helpOpened, help] = useDisclosure()
  useKeyboardShortcuts({ openPalette: spotlight.open, openHelp: help.open, openLog: log.open })
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
            <HeaderAction label="Request log" icon={IconListDetails} onClick={log.open} />
            <ColorSchemeToggle />
            <HeaderAction label="Sign out" icon={IconLogout} onClick={onSignOut} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main">
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <AreasNav onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <RequestLogDrawer opened={logOpened} onClose={log.close} />
      <ShortcutsHelp opened={helpOpened} onClose={help.close} />
      <CommandPalette />
    </AppShell>
  )
}
