import { useMemo, useState } from 'react'
import { Loader, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { Spotlight } from '@mantine/spotlight'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { IconArrowRight, IconHistory, IconSearch, IconUser } from '@tabler/icons-react'
import { isUnsupported } from '../../api/errors'
import { userQueries } from '../../features/users/queries'
import { useRecentKinds } from '../../lib/recent'
import { restriction } from '../nav'
import { useSession } from '../../session/permissions'
import { customerActions, paletteActions, recentKinds, searchesCustomers, type PaletteAction } from './actions'

const kinds = recentKinds.map(({ kind }) => kind)

const icons: Partial<Record<PaletteAction['group'], typeof IconArrowRight>> = {
  'Recently opened': IconHistory,
  Customers: IconUser,
}

/**
 * The customers whose e-mail or name holds the typed text, once typing pauses: one search per pause,
 * not per keystroke. A service without the search finds none.
 */
function useCustomerSearch(query: string) {
  const [text] = useDebouncedValue(query.trim(), 300)
  const enabled = searchesCustomers(text) && text === query.trim()
  const search = useQuery({ ...userQueries.search(text), enabled })
  const found = useMemo(() => (enabled && search.data ? customerActions(search.data) : []), [enabled, search.data])
  const failed = search.isError && !isUnsupported(search.error)
  return { found, searching: searchesCustomers(query) && (!enabled || search.isFetching), failed }
}

/** Ctrl/Cmd+K (`spotlight.open()`): type an id, a customer's e-mail or name, or a phrase, and go. */
export function CommandPalette() {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const recent = useRecentKinds(kinds)
  const customers = useCustomerSearch(query)
  const session = useSession()
  // What the member's role leaves out is not offered here either (its page would say so).
  const actions = useMemo(
    () =>
      paletteActions(query, recent, customers.found).filter(
        (action) => restriction(new URL(action.href, window.location.origin).pathname, session) === null,
      ),
    [query, recent, customers.found, session],
  )
  const groups = useMemo(() => {
    const byGroup = new Map<string, PaletteAction[]>()
    for (const action of actions) byGroup.set(action.group, [...(byGroup.get(action.group) ?? []), action])
    return [...byGroup.entries()]
  }, [actions])

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      // The app's own Ctrl/⌘K handler opens the palette; a second, toggling handler here could close it
      // again in the same key press.
      shortcut={null}
      scrollable
      maxHeight={420}
      // The dialog is named; the root, always in the page, is not (a name on an element without a role).
      attributes={{ content: { 'aria-label': 'Command palette' } }}
    >
      <Spotlight.Search
        placeholder="Type an id (in_…, sub_…, 42), a customer's e-mail or name, or what you want to do"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={customers.searching ? <Loader size="xs" aria-label="Searching customers" /> : null}
        aria-label="Search commands"
      />
      <Spotlight.ActionsList>
        {customers.failed ? (
          <Text size="sm" c="dimmed" px="md" py="xs" role="status">
            Customers could not be searched just now.
          </Text>
        ) : null}
        {groups.length === 0 ? (
          <Spotlight.Empty>{customers.searching ? 'Searching customers…' : `Nothing matches “${query}”.`}</Spotlight.Empty>
        ) : (
          groups.map(([group, items]) => {
            const Icon = icons[group as PaletteAction['group']] ?? IconArrowRight
            return (
              <Spotlight.ActionsGroup key={group} label={group}>
                {items.map((action) => (
                  <Spotlight.Action
                    key={action.id}
                    label={action.label}
                    description={action.description}
                    leftSection={<Icon size={16} aria-hidden />}
                    onClick={() => void navigate({ href: action.href })}
                  />
                ))}
              </Spotlight.ActionsGroup>
            )
          })
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  )
}
