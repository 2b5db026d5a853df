import { Button, Group, Stack } from '@mantine/core'
import { Link, Outlet, useRouterState } from '@tanstack/react-router'
import { IconListDetails, IconShieldCheck } from '@tabler/icons-react'
import { PageTitle } from '../../components/PageParts'

const sections = [
  { to: '/vat/validate', label: 'VAT number check', icon: IconShieldCheck },
  { to: '/vat/us-uploads', label: 'US VAT upload history', icon: IconListDetails },
] as const

/** The VAT area: its heading and links to its two pages. */
export function VatLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <Stack gap="lg">
      <PageTitle title="VAT">EU VAT number checks, and the US VAT uploads sent to tax services.</PageTitle>
      <Group component="nav" aria-label="VAT pages" gap="xs">
        {sections.map((section) => {
          const active = pathname === section.to || pathname.startsWith(`${section.to}/`)
          return (
            <Button
              key={section.to}
              component={Link}
              to={section.to}
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray'}
              c={active ? undefined : 'var(--mantine-color-text)'}
              aria-current={active ? 'page' : undefined}
              leftSection={<section.icon size={16} aria-hidden />}
            >
              {section.label}
            </Button>
          )
        })}
      </Group>
      <Outlet />
    </Stack>
  )
}
