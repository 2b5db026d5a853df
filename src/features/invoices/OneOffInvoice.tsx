import { useMemo, useState } from 'react'
import { useFieldArray } from 'react-hook-form'
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconPencil, IconPlus, IconSend, IconTrash } from '@tabler/icons-react'
import {
  invoiceDelete,
  invoiceEdit,
  invoiceFinish,
  invoiceNew,
  type InvoiceEditInput,
  type InvoiceFinishInput,
  type InvoiceNewInput,
} from '../../api/contract/extensions/invoiceActions'
import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import { ConfirmActionDialog } from '../../components/ConfirmedAction'
import { DialogFrame } from '../../components/DialogFrame'
import { FormFooter } from '../../components/FormFooter'
import { Money } from '../../components/Money'
import { decimalInput, wholeNumberInput } from '../../lib/fields'
import { useConfirmedAction } from '../../lib/useConfirmedAction'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import { useMayUse } from '../../session/permissions'
import {
  defaultPublishDays,
  draftValuesOf,
  editDraftSchema,
  emptyLine,
  isOneOffDraft,
  newDraftSchema,
  publishFormSchema,
  type DraftFormValues,
  type PublishFormValues,
} from './oneOffForm'
import { useInvoiceWrite } from './queries'

/**
 * One-off invoices (operations.md §3.9): a draft made for a customer (lines, tax rate, currency), edited (the whole
 * draft is sent each time: the service replaces every field), published with the days the customer has to pay, or
 * deleted. A member whose role does not cover invoices sees none of it.
 */

/** A new draft for `userId` (the page's customer), or for a customer typed in the form. */
export function NewDraftForm({
  userId,
  currency,
  onCancel,
  onCreated,
}: {
  userId?: number
  currency?: string
  onCancel: () => void
  onCreated: (invoiceId: string) => void
}) {
  const create = useInvoiceWrite(invoiceNew)
  const schema = useMemo(() => newDraftSchema(userId), [userId])
  const form = useContractForm<DraftFormValues, InvoiceNewInput>(schema, {
    defaultValues: {
      ...(userId === undefined ? { userId: '' } : {}),
      name: '',
      currency: currency ?? '',
      taxPercentage: '0',
      lines: [{ ...emptyLine }],
    },
  })
  const [submit, sending] = useSubmitOnce(
    form.handleSubmit(async (input) => {
      const { invoice } = await create.mutateAsync(input)
      onCreated(invoice?.invoiceId ?? '')
    }),
  )
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="New invoice">
      <Stack gap="sm">
        <Text size="sm">The invoice is saved as a draft: the customer sees nothing until it is published from its page.</Text>
        {userId === undefined ? (
          <TextInput label="Customer ID" withAsterisk data-autofocus {...wholeNumberInput} {...form.bind('userId')} />
        ) : null}
        <DraftFields form={form} autofocus={userId !== undefined} />
        <FormFooter
          write={create}
          failedTitle="The invoice was not made"
          onCancel={onCancel}
          submitLabel="Save draft"
          sending={sending}
        />
      </Stack>
    </form>
  )
}

type DraftForm = ReturnType<typeof useContractForm<DraftFormValues, InvoiceNewInput | InvoiceEditInput>>

/** The name, currency, tax rate and lines of a draft. */
function DraftFields({ form, autofocus }: { form: DraftForm; autofocus: boolean }) {
  const lines = useFieldArray({ control: form.control, name: 'lines' })
  const linesError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message
  return (
    <>
      <TextInput
        label="Name"
        description="Optional; shown on the invoice."
        autoComplete="off"
        data-autofocus={autofocus || undefined}
        {...form.bind('name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label="Currency"
          description="Three letters, e.g. EUR."
          withAsterisk
          autoComplete="off"
          {...form.bind('currency')}
        />
        <TextInput
          label="Tax rate (%)"
          description="Of each line, e.g. 20 or 7.5."
          {...decimalInput}
          {...form.bind('taxPercentage')}
        />
      </SimpleGrid>
      {lines.fields.map((field, index) => (
        <Paper
          key={field.id}
          withBorder
          p="sm"
          component="fieldset"
          aria-label={`Line ${index + 1}`}
          style={{ border: undefined }}
        >
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                Line {index + 1}
              </Text>
              {lines.fields.length > 1 ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove line ${index + 1}`}
                  onClick={() => lines.remove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label="Item" withAsterisk autoComplete="off" {...form.bind(`lines.${index}.name`)} />
              <TextInput label="Description" autoComplete="off" {...form.bind(`lines.${index}.description`)} />
              <TextInput
                label="Unit amount, before tax"
                withAsterisk
                {...decimalInput}
                {...form.bind(`lines.${index}.unitAmountExcludingTax`)}
              />
              <TextInput label="Quantity" withAsterisk {...wholeNumberInput} {...form.bind(`lines.${index}.quantity`)} />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
      {linesError ? (
        <Text size="sm" c="red" role="alert">
          {linesError}
        </Text>
      ) : null}
      <Group>
        <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => lines.append({ ...emptyLine })}>
          Add line
        </Button>
      </Group>
    </>
  )
}

/** On a one-off draft's page: edit it, publish it, delete it. */
export function DraftActions({ invoice, onDone }: { invoice: InvoiceDetail; onDone: (message: string) => void }) {
  const allowed = useMayUse('invoice')
  const [open, setOpen] = useState<'edit' | 'publish' | null>(null)
  const remove = useInvoiceWrite(invoiceDelete)
  const deleting = useConfirmedAction(async (invoiceId: string) => {
    await remove.mutateAsync({ invoiceId })
    onDone(`Draft invoice ${invoiceId} is deleted.`)
  })
  const invoiceId = invoice.invoiceId ?? ''
  if (!allowed || !invoiceId || !isOneOffDraft(invoice)) return null
  const close = () => setOpen(null)
  return (
    <>
      <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setOpen('edit')}>
        Edit draft
      </Button>
      <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setOpen('publish')}>
        Publish
      </Button>
      <Button
        color="red"
        variant="outline"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => deleting.ask(invoiceId)}
      >
        Delete draft
      </Button>
      <DialogFrame opened={open === 'edit'} onClose={close} title={`Edit draft invoice ${invoiceId}`} closeOnClickOutside={false}>
        <EditDraftForm
          invoice={invoice}
          onCancel={close}
          onSaved={() => {
            close()
            onDone(`Draft invoice ${invoiceId} is saved.`)
          }}
        />
      </DialogFrame>
      <DialogFrame opened={open === 'publish'} onClose={close} title={`Publish invoice ${invoiceId}?`} size="md">
        <PublishForm
          invoice={invoice}
          onCancel={close}
          onPublished={() => {
            close()
            onDone(`Invoice ${invoiceId} is published: the customer is e-mailed it with its payment link.`)
          }}
        />
      </DialogFrame>
      <ConfirmActionDialog
        action={deleting}
        title={() => `Delete draft invoice ${invoiceId}?`}
        confirmLabel="Delete the draft"
        failed="The draft was not deleted"
      >
        {() => (
          <Text size="sm">
            The draft is removed from the customer’s invoices. It was never sent, so the customer is not told.
          </Text>
        )}
      </ConfirmActionDialog>
    </>
  )
}

function EditDraftForm({ invoice, onCancel, onSaved }: { invoice: InvoiceDetail; onCancel: () => void; onSaved: () => void }) {
  const edit = useInvoiceWrite(invoiceEdit)
  const invoiceId = invoice.invoiceId ?? ''
  const schema = useMemo(() => editDraftSchema(invoiceId), [invoiceId])
  const form = useContractForm<DraftFormValues, InvoiceEditInput>(schema, { defaultValues: draftValuesOf(invoice) })
  const [submit, sending] = useSubmitOnce(
    form.handleSubmit(async (input) => {
      await edit.mutateAsync(input)
      onSaved()
    }),
  )
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="Edit the draft">
      <Stack gap="sm">
        <Text size="sm">Every field is saved as shown here: the service replaces the whole draft.</Text>
        <DraftFields form={form as DraftForm} autofocus />
        <FormFooter
          write={edit}
          failedTitle="The draft was not saved"
          onCancel={onCancel}
          submitLabel="Save draft"
          sending={sending}
        />
      </Stack>
    </form>
  )
}

function PublishForm({
  invoice,
  onCancel,
  onPublished,
}: {
  invoice: InvoiceDetail
  onCancel: () => void
  onPublished: () => void
}) {
  const finish = useInvoiceWrite(invoiceFinish)
  const form = useContractForm<PublishFormValues, InvoiceFinishInput>(publishFormSchema, {
    defaultValues: { invoiceId: invoice.invoiceId ?? '', daysUtilDue: defaultPublishDays },
  })
  const [submit, sending] = useSubmitOnce(
    form.handleSubmit(async (input) => {
      await finish.mutateAsync(input)
      onPublished()
    }),
  )
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="Publish the invoice">
      <Stack gap="sm">
        <Text size="sm">
          The customer is e-mailed the invoice of <Money amount={invoice.totalAmount} currency={invoice.currency} /> with a link
          to pay it. Once published it can no longer be edited or deleted, only cancelled.
        </Text>
        <TextInput label="Days until due" withAsterisk data-autofocus {...wholeNumberInput} {...form.bind('daysUtilDue')} />
        <FormFooter
          write={finish}
          failedTitle="The invoice was not published"
          onCancel={onCancel}
          submitLabel="Publish"
          sending={sending}
        />
      </Stack>
    </form>
  )
}
