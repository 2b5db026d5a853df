import { forwardRef, useState } from 'react'
import { Pill, TagsInput } from '@mantine/core'
import { webhookEventKinds } from '../../api/contract/webhooks'

/**
 * The events of a webhook endpoint: known kinds from the list, or another name typed and Enter. The
 * list closes after each pick, so that it never covers what follows, and opens again on a click,
 * ArrowDown or typing. Each chosen event has its own remove button, named for screen readers and
 * reachable with Tab.
 */
export const EventsPicker = forwardRef<
  HTMLInputElement,
  {
    value: string[]
    onChange: (events: string[]) => void
    onBlur?: () => void
    name?: string
    error?: string
  }
>(function EventsPicker({ value, onChange, onBlur, name, error }, ref) {
  const [opened, setOpened] = useState(false)
  return (
    <TagsInput
      ref={ref}
      name={name}
      label="Subscribed events"
      description="Pick known kinds from the list, or type another name and press Enter."
      placeholder={value.length ? undefined : 'invoice.paid'}
      data={[...webhookEventKinds]}
      value={value}
      onChange={(events) => {
        onChange(events)
        setOpened(false)
      }}
      onBlur={onBlur}
      onClick={() => setOpened(true)}
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      maxDropdownHeight={240}
      splitChars={[',', ' ']}
      acceptValueOnBlur
      clearable
      clearButtonProps={{ 'aria-label': 'Remove every event' }}
      comboboxProps={{ withinPortal: true }}
      error={error}
      renderPill={({ value: event, onRemove, disabled }) => (
        <Pill
          withRemoveButton={!disabled}
          onRemove={onRemove}
          removeButtonProps={{ tabIndex: 0, 'aria-hidden': false, 'aria-label': `Remove ${event}`, title: `Remove ${event}` }}
        >
          {event}
        </Pill>
      )}
    />
  )
})
