import { AppShell, Badge, Burger, Button, Group, NavLink, ScrollArea, Text, Tooltip, VisuallyHidden } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { IconLogout } from '@tabler/icons-react'
import { useCallback, useSyncExternalStore } from 'react'
import { ColorSchemeToggle } from './ColorSchemeToggle'
import { navItems } from './nav'
import { getSession, signOut, subscribeSession } from './session'
import { useIdleSignOut } from './useIdleSignOut'

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure()
  const session = useSyncExternalStore(subscribeSession, getSession)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
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
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
      styles={{
        header: environment?.sandbox
          ? { borderTop: '4px solid var(--mantine-color-yellow-5)' }
          : { borderTop: '4px solid var(--mantine-color-red-7)' },
      }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text fw={700} component={Link} to="/" c="inherit" style={{ textDecoration: 'none' }}>
              Merchant Billing
            </Text>
            {environment ? (
              <Tooltip label={environment.baseUrl}>
                <Badge
                  variant={environment.sandbox ? 'filled' : 'filled'}
                  color={environment.sandbox ? 'yellow.4' : 'red.8'}
                  c={environment.sandbox ? 'dark.9' : 'white'}
                  aria-label={`Environment: ${environment.label} (${environment.sandbox ? 'sandbox' : 'live'})`}
                  data-testid="environment-badge"
                >
                  {environment.sandbox ? 'Sandbox' : 'Live'} · {environment.label}
                </Badge>
              </Tooltip>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            <Button variant="subtle" color="gray" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main">
        <AppShell.Section grow component={ScrollArea}>
          <nav aria-label="Areas">
            <VisuallyHidden>
              <h2>Areas</h2>
            </VisuallyHidden>
            {navItems.map((item) => {
              const active = pathname === item.to || pathname.startsWith(`${item.to}/`)
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  leftSection={<item.icon size={18} aria-hidden />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={close}
                />
              )
            })}
          </nav>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
