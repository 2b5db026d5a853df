import { lazy, useState } from 'react'
import { Button } from '@mantine/core'
import { IconUserPlus } from '@tabler/icons-react'
import { DialogFrame } from '../../components/DialogFrame'
import { LazyDialogContent } from '../../components/LazyDialogContent'
import { useMayUse } from '../../session/permissions'

// The form and its tooling load when the dialog opens, not with the list.
const NewCustomerForm = lazy(() => import('./NewCustomerForm').then((module) => ({ default: module.NewCustomerForm })))

/** "New customer" on the customers list, for whoever may work on customers: the form, then the new customer's page. */
export function NewCustomerButton() {
  const allowed = useMayUse('user')
  const [opened, setOpened] = useState(false)
  if (!allowed) return null
  return (
    <>
      <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        New customer
      </Button>
      <DialogFrame opened={opened} onClose={() => setOpened(false)} title="New customer">
        <LazyDialogContent>
          <NewCustomerForm onCancel={() => setOpened(false)} />
        </LazyDialogContent>
      </DialogFrame>
    </>
  )
}
