import { useState, type ReactNode } from 'react'
import { Button, Stack, Text } from '@mantine/core'
import { IconArchive, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react'
import { DiscountStatus } from '../../api/contract/codes'
import type { DiscountCode } from '../../api/contract/discounts'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Notice } from '../../components/PageParts'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { useDiscountStateChange } from './queries'

type Change = 'activate' | 'deactivate' | 'archive'

/** What each change asks, does and says once done. */
const changes: Record<Change, { label: string; confirm: (code: string) => string; effect: string; done: string }> = {
  activate: {
    label: 'Activate',
    confirm: (code) => `Activate ${code}?`,
    effect: 'Customers can use the code from its start until its end. Its amount, currency and type can no longer be edited.',
    done: 'The code is active.',
  },
  deactivate: {
    label: 'Deactivate',
    confirm: (code) => `Deactivate ${code}?`,
    effect: 'Customers can no longer use the code. Subscriptions that have it keep it. It can be activated again.',
    done: 'The code is deactivated.',
  },
  archive: {
    label: 'Archive',
    confirm: (code) => `Archive ${code}?`,
    effect: 'The code is archived: customers can no longer use it, and it cannot be edited or activated from here again.',
    done: 'The code is archived.',
  },
}

/**
 * The state changes of a discount code (§3.11), each asked first with what it does: activate (from any state but
 * active or archived), deactivate (only an active code), archive (any code not archived yet); and the increase of its
 * quantity beside the decrease. `buttons` go among the page's actions, `outcome` under its summary.
 */
export function useDiscountCodeActions(id: number, code: DiscountCode | undefined): { buttons: ReactNode; outcome: ReactNode } {
  const change = useDiscountStateChange(id)
  const [asking, setAsking] = useState<Change | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [confirm, running] = useSubmitOnce(async () => {
    if (!asking) return
    await change.mutateAsync(asking)
    setDone(changes[asking].done)
    setAsking(null)
  })
  const ask = (next: Change) => {
    change.reset()
    setDone(null)
    setAsking(next)
  }
  const status = code?.status
  const name = code?.code || `code ${id}`
  const offered: Change[] =
    status === undefined || status === null || status === DiscountStatus.archived
      ? []
      : status === DiscountStatus.active
        ? ['deactivate', 'archive']
        : ['activate', 'archive']

  const buttons = offered.length ? (
    <>
      {offered.map((item) => (
        <Button
          key={item}
          variant={item === 'activate' ? 'filled' : 'default'}
          color={item === 'archive' ? 'red' : undefined}
          leftSection={
            item === 'activate' ? (
              <IconPlayerPlay size={16} aria-hidden />
            ) : item === 'deactivate' ? (
              <IconPlayerPause size={16} aria-hidden />
            ) : (
              <IconArchive size={16} aria-hidden />
            )
          }
          onClick={() => ask(item)}
        >
          {changes[item].label}
        </Button>
      ))}
    </>
  ) : null

  const outcome = (
    <>
      {done ? <Notice onClose={() => setDone(null)}>{done}</Notice> : null}
      <ConfirmDialog
        opened={asking !== null}
        title={asking ? changes[asking].confirm(name) : ''}
        confirmLabel={asking ? changes[asking].label : ''}
        color={asking === 'archive' ? 'red' : 'orange'}
        busy={running}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <Stack gap="xs">
          <Text size="sm">{asking ? changes[asking].effect : null}</Text>
          {change.isError ? <ErrorAlert error={change.error} title="The code's state was not changed" /> : null}
        </Stack>
      </ConfirmDialog>
    </>
  )
  return { buttons, outcome }
}
