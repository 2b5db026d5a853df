import { useEffect, useRef, useState } from 'react'
import { ActionIcon, useMantineColorScheme, type MantineColorScheme } from '@mantine/core'
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react'
import { overlayParts } from '../components/overlayParts'
import { PartLoadError } from '../components/PartLoadError'
import { HeaderIconButton } from './HeaderParts'
import { useLazyPart } from '../lib/lazyPart'

const options: { value: MantineColorScheme; label: string; icon: typeof IconSun }[] = [
  { value: 'auto', label: 'Follow the system', icon: IconDeviceDesktop },
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
]

/**
 * Light, dark, or the system's scheme; the choice is remembered on this device. The menu's code comes with the
 * other overlays', after the page's first paint: until then the button is drawn alone, and a click on it loads
 * the menu and opens it. When the menu takes the button's place, a button that had the focus keeps it.
 */
export function ColorSchemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  const current = options.find((option) => option.value === colorScheme) ?? options[0]!
  const [wanted, setWanted] = useState(false)
  const { part, error, retry } = useLazyPart(overlayParts, wanted)
  const [opened, setOpened] = useState(false)
  const focused = useRef(false)
  const target = useRef<HTMLButtonElement>(null)
  // The same button alone and as the menu's target.
  const button = { variant: 'subtle', color: 'gray', size: 'lg', 'aria-label': `Colour scheme: ${current.label}` } as const
  const icon = <current.icon size={18} aria-hidden />

  useEffect(() => {
    if (!part) return
    if (focused.current) target.current?.focus()
    // Asked for before the menu had loaded: it opens once in the page (closed for a frame, as after a click).
    if (!wanted) return
    const frame = requestAnimationFrame(() => setOpened(true))
    return () => cancelAnimationFrame(frame)
  }, [part, wanted])

  if (!part) {
    return (
      <>
        <HeaderIconButton
          aria-label={button['aria-label']}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={() => setWanted(true)}
          onFocus={() => void (focused.current = true)}
          onBlur={() => void (focused.current = false)}
        >
          {icon}
        </HeaderIconButton>
        {error ? <PartLoadError error={error} onRetry={retry} onClose={() => setWanted(false)} /> : null}
      </>
    )
  }
  const { Menu } = part
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon ref={target} {...button}>
          {icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Colour scheme</Menu.Label>
        {options.map((option) => (
          <Menu.Item
            key={option.value}
            leftSection={<option.icon size={16} aria-hidden />}
            rightSection={option.value === colorScheme ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => setColorScheme(option.value)}
            aria-current={option.value === colorScheme ? 'true' : undefined}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
