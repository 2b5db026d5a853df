import { lazy, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Button } from '@mantine/core'
import { IconFilePlus } from '@tabler/icons-react'
import { DialogFrame } from '../../components/DialogFrame'
import { LazyDialogContent } from '../../components/LazyDialogContent'
import { useMayUse } from '../../session/permissions'

// The form and its tooling load when the dialog opens, not with the list or the customer's page.
const NewDraftForm = lazy(() => import('./OneOffInvoice').then((module) => ({ default: module.NewDraftForm })))

/** "New invoice": a draft for `userId` (the page's customer), or for a customer typed in the form; it opens once made. */
export function NewInvoiceButton({ userId, currency }: { userId?: number; currency?: string }) {
  const allowed = useMayUse('invoice')
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  if (!allowed) return null
  return (
    <>
      <Button variant="default" leftSection={<IconFilePlus size={16} aria-hidden />} onClick={() => setOpen(true)}>
        New invoice
      </Button>
      <DialogFrame
        opened={open}
        onClose={() => setOpen(false)}
        title={userId === undefined ? 'New invoice' : `New invoice for customer ${userId}`}
        closeOnClickOutside={false}
      >
        <LazyDialogContent>
          <NewDraftForm
            userId={userId}
            currency={currency}
            onCancel={() => setOpen(false)}
            onCreated={(invoiceId) => {
              setOpen(false)
              void navigate({ to: '/invoices/$invoiceId', params: { invoiceId } })
            }}
          />
        </LazyDialogContent>
      </DialogFrame>
    </>
  )
}
