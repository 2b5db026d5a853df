// The lists' reference in `npm run perf`: what this stack costs to draw a list page's content, written plainly with
// its components and nothing else. A customers page as the dashboard shows it (a header with its actions, the
// areas, the title, a lookup, three filters, and a page of 20 rows of the same cells), its rows made in the page:
// no request, no session, no route of its own, no rules. Not the bar (the aims are the baseline's), but what a list
// costs before any of the dashboard's own work. Its pager turns to the next 20 rows: what a page turn costs the stack.
import { useState } from 'react'
import {
  ActionIcon,
  Anchor,
  AppShell,
  Badge,
  Button,
  Group,
  NavLink,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconCopy, IconListDetails, IconLogout, IconSearch } from '@tabler/icons-react'
import { startStack } from './startStack'

const areas = ['Products', 'Customers', 'Subscriptions', 'Invoices', 'Discounts', 'Plans', 'Metrics', 'VAT', 'Webhooks']
const columns = ['Customer', 'ID', 'E-mail', 'Status', 'Subscription', 'Recurring amount (minor units)', 'Created']
const created = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const pages = 25
const rowsOf = (page: number) =>
  Array.from({ length: 20 }, (_, index) => {
    const id = 500 - (page - 1) * 20 - index
    return { id, name: `Customer ${id}`, email: `customer${id}@example.test`, created: new Date(Date.now() - id * 60_000) }
  })

function CustomersPage() {
  const [page, setPage] = useState(1)
  const rows = rowsOf(page)
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm' }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Text fw={700}>Merchant Billing</Text>
            <Badge color="orange">Sandbox · Perf sandbox</Badge>
          </Group>
          <Group gap="xs">
            <Button variant="default" leftSection={<IconSearch size={16} />}>
              Search or jump to…
            </Button>
            <Button variant="subtle" leftSection={<IconListDetails size={16} />}>
              Request log
            </Button>
            <Button variant="subtle" leftSection={<IconLogout size={16} />}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label="Areas">
        {areas.map((area) => (
          <NavLink key={area} href={`#${area}`} label={area} active={area === 'Customers'} />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Stack>
          <Title order={1}>Customers</Title>
          <Group align="end">
            <TextInput label="User ID" description="A whole number, found by the lookup" />
            <Button>Open user</Button>
          </Group>
          <Group align="end">
            <TextInput label="Search" description="Part of the e-mail or the name" />
            <TextInput label="E-mail" />
            <TextInput label="Subscription status" description="Of the current subscription" />
          </Group>
          <Text size="sm">500 customers</Text>
          <Table aria-label="Customers" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor href={`#${row.id}`} fw={500}>
                      {row.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ff="monospace">{row.id}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <span>{row.email}</span>
                      <ActionIcon variant="subtle" size="sm" aria-label="Copy e-mail">
                        <IconCopy size={14} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray">
                      0 · active
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text c="dimmed" size="sm">
                      none
                    </Text>
                  </Table.Td>
                  <Table.Td>0</Table.Td>
                  <Table.Td>
                    <time dateTime={row.created.toISOString()}>{created.format(row.created)}</time>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              Page {page} of {pages}
            </Text>
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) =>
                control === 'next'
                  ? { 'aria-label': 'Next page' }
                  : control === 'previous'
                    ? { 'aria-label': 'Previous page' }
                    : {}
              }
              siblings={1}
            />
          </Group>
        </Stack>
      </AppShell.Main>
    </AppShell>
  )
}

startStack(CustomersPage)
