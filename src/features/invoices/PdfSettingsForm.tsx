import { useRef, type FormEvent } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import { Box, Button, Checkbox, Fieldset, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDeviceFloppy, IconMail } from '@tabler/icons-react'
import type { InvoicePdfUpdateInput } from '../../api/contract/invoices'
import { ErrorAlert } from '../../components/ErrorAlert'
import { fieldBinder, formResolver } from '../../lib/forms'
import { pdfFormSchema, pdfFormValuesFrom, type PdfFormValues } from './pdfForm'
import { invoiceQueries, useUpdatePdfSettings } from './queries'

const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } }

/** The PDF settings of an invoice (4.4). */
export function PdfSettingsForm({ invoiceId }: { invoiceId: string }) {
  const saved = useQuery(invoiceQueries.savedPdfSettings(invoiceId)).data
  const update = useUpdatePdfSettings()
  const inFlight = useRef(false)
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<PdfFormValues, unknown, InvoicePdfUpdateInput>({
    resolver: formResolver(pdfFormSchema),
    defaultValues: pdfFormValuesFrom(invoiceId, saved ?? undefined),
  })
  const bind = fieldBinder(register, errors)
  const [localizedCurrency, sendUserEmail] = useWatch({ control, name: ['localizedCurrency', 'sendUserEmail'] })
  const currencyChosen = localizedCurrency.trim() !== ''

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current || update.isPending) return
    inFlight.current = true
    try {
      await handleSubmit(async (input) => {
        const done = await update.mutateAsync(input).then(
          () => true,
          () => false,
        )
        if (!done) return
        notifications.show({
          color: 'teal',
          title: 'PDF settings saved',
          message: input.sendUserEmail
            ? `The settings of invoice ${invoiceId} are saved, and the invoice was e-mailed to the user.`
            : `The settings of invoice ${invoiceId} are saved. No e-mail was sent.`,
        })
        // Sending is an action, not a setting: the next save sends nothing unless asked again.
        setValue('sendUserEmail', false)
      })(event)
    } finally {
      inFlight.current = false
    }
  }

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="PDF settings">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The API cannot read these settings back: the form starts empty, and shows again what you saved here during this session.
          Saving replaces the invoice&apos;s PDF settings with what the form holds.
        </Text>
        <Fieldset legend="Issuer" variant="filled">
          <Stack gap="sm">
            <TextInput label="Company name" autoComplete="off" {...bind('issueCompanyName')} />
            <Textarea label="Address" autosize minRows={2} {...bind('issueAddress')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Registration number" autoComplete="off" {...bind('issueRegNumber')} />
              <TextInput label="VAT number" autoComplete="off" {...bind('issueVatNumber')} />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend="Amounts in a local currency" variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="Local currency"
              description="Three letters, for example JPY. Empty: invoice currency only."
              maxLength={3}
              autoComplete="off"
              {...bind('localizedCurrency')}
            />
            <TextInput
              label="Exchange rate"
              description="Local currency per unit of the invoice currency. Required with a local currency."
              withAsterisk={currencyChosen}
              aria-required={currencyChosen}
              inputMode="decimal"
              autoComplete="off"
              {...bind('localizedExchangeRate')}
            />
            <TextInput
              label="Exchange rate description"
              description="A number shown with the rate."
              inputMode="decimal"
              autoComplete="off"
              {...bind('localizedExchangeRateDescription')}
            />
          </SimpleGrid>
        </Fieldset>
        <Controller
          control={control}
          name="showDetailItem"
          render={({ field: { value, onChange, ...field } }) => (
            <Checkbox
              {...field}
              checked={value}
              onChange={(event) => onChange(event.currentTarget.checked)}
              label="Show detail items"
              description="Each line with its unit amount and quantity."
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Template" description="Name of the PDF template." autoComplete="off" {...bind('template')} />
        </SimpleGrid>
        <Textarea
          label="Metadata"
          description='A JSON object, for example {"purchaseOrder": "PO-1187"}'
          autosize
          minRows={2}
          styles={monospace}
          {...bind('metadata')}
        />
        <Controller
          control={control}
          name="sendUserEmail"
          render={({ field: { value, onChange, ...field } }) => (
            <Switch
              {...field}
              checked={value}
              onChange={(event) => onChange(event.currentTarget.checked)}
              label="Also e-mail the invoice to the user"
              description="Off by default: saving sends nothing unless you switch this on."
            />
          )}
        />
        {update.isError ? <ErrorAlert error={update.error} title="The PDF settings were not saved" /> : null}
        <Box>
          <Button
            type="submit"
            loading={update.isPending}
            leftSection={sendUserEmail ? <IconMail size={16} aria-hidden /> : <IconDeviceFloppy size={16} aria-hidden />}
          >
            {sendUserEmail ? 'Save and e-mail the invoice to the user' : 'Save PDF settings (no e-mail)'}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
