import { lazy, useState } from 'react'
import { Button } from '@mantine/core'
import { IconDiscount } from '@tabler/icons-react'
import { DialogFrame } from '../../components/DialogFrame'
import { LazyDialogContent } from '../../components/LazyDialogContent'
import { useMayUse } from '../../session/permissions'

// The form and its tooling load when the dialog opens, not with the list.
const NewCodeForm = lazy(() => import('./CodeForm').then((module) => ({ default: module.NewCodeForm })))

/** "New code" on the codes list, for whoever may work on discount codes: the form, then the new code's page. */
export function NewCodeButton() {
  const allowed = useMayUse('discount-code')
  const [opened, setOpened] = useState(false)
  if (!allowed) return null
  return (
    <>
      <Button leftSection={<IconDiscount size={16} aria-hidden />} onClick={() => setOpened(true)}>
        New code
      </Button>
      <DialogFrame opened={opened} onClose={() => setOpened(false)} title="New discount code">
        <LazyDialogContent>
          <NewCodeForm onCancel={() => setOpened(false)} />
        </LazyDialogContent>
      </DialogFrame>
    </>
  )
}
