import '@mantine/spotlight/styles.css'
import { useMemo, useState } from 'react'
import { Spotlight, spotlight } from '@mantine/spotlight'
import { useNavigate } from '@tanstack/react-router'
import { IconArrowRight, IconHistory, IconSearch } from '@tabler/icons-react'
import { useRecentKinds } from '../../lib/recent'
import { paletteActions, recentKinds, type PaletteAction } from './actions'

export const openPalette = () => spotlight.open()

const kinds = recentKinds.map(({ kind }) => kind)

/** Ctrl/Cmd+K: type an id or a phrase and go. */
export default function CommandPalette() {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const recent = useRecentKinds(kinds)
  const actions = useMemo(() => paletteActions(query, recent), [query, recent])
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
      aria-label="Command palette"
    >
      <Spotlight.Search
        placeholder="Type an id (in_…, sub_…, 42) or what you want to do"
        leftSection={<IconSearch size={18} aria-hidden />}
        aria-label="Search commands"
      />
      <Spotlight.ActionsList>
        {groups.length === 0 ? (
          <Spotlight.Empty>Nothing matches “{query}”.</Spotlight.Empty>
        ) : (
          groups.map(([group, items]) => (
            <Spotlight.ActionsGroup key={group} label={group}>
              {items.map((action) => (
                <Spotlight.Action
                  key={action.id}
                  label={action.label}
                  description={action.description}
                  leftSection={
                    action.group === 'Recently opened' ? (
                      <IconHistory size={16} aria-hidden />
                    ) : (
                      <IconArrowRight size={16} aria-hidden />
                    )
                  }
                  onClick={() => void navigate({ href: action.href })}
                />
              ))}
            </Spotlight.ActionsGroup>
          ))
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  )
}
