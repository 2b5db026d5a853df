import { useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import { Box, Button, Checkbox, Fieldset, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core'
import { IconDeviceFloppy, IconMail } from '@tabler/icons-react'
import type { InvoicePdfUpdateInput } from '../../api/contract/invoices'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Notice } from '../../components/PageParts'
import { decimalInput } from '../../lib/fields'
import { type FieldBinder } from '../../lib/forms'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { pdfFormSchema, pdfFormValues, type PdfFormValues } from './pdfForm'
import { pdfSettingLabels as labels, type PdfSettings } from './pdfSettings'
import { useContractForm } from '../../lib/useContractForm'
import { invoiceQueries, useUpdatePdfSettings } from './queries'

const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } }

/**
 * The PDF settings of an invoice (4.4), starting from what the invoice holds (`current`, when the
 * service shows it) or what was saved from here in this session.
 */
export function PdfSettingsForm({ invoiceId, current }: { invoiceId: string; current?: PdfSettings }) {
  const saved = useQuery(invoiceQueries.savedPdfSettings(invoiceId)).data
  const update = useUpdatePdfSettings()
  const { control, handleSubmit, setValue, bind } = useContractForm<PdfFormValues, InvoicePdfUpdateInput>(pdfFormSchema, {
    defaultValues: pdfFormValues(invoiceId, saved ?? current),
  })
  const [sendUserEmail, localizedCurrency] = useWatch({ control, name: ['sendUserEmail', 'localizedCurrency'] })

  const [done, setDone] = useState<string | null>(null)
  const [save] = useSubmitOnce(async (input: InvoicePdfUpdateInput) => {
    setDone(null)
    await update.mutateAsync(input)
    setDone(
      input.sendUserEmail
        ? `The settings of invoice ${invoiceId} are saved, and the invoice was e-mailed to the user.`
        : `The settings of invoice ${invoiceId} are saved. No e-mail was sent.`,
    )
    // Sending is an action, not a setting: the next save sends nothing unless asked again.
    setValue('sendUserEmail', false)
  })

  return (
    <Box component="form" onSubmit={handleSubmit(save)} noValidate aria-label="PDF settings">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {current
            ? 'The form starts from the settings the invoice holds.'
            : 'This service cannot show these settings: the form starts empty, and shows again what you saved here during this session.'}{' '}
          Saving replaces the invoice&apos;s PDF settings with what the form holds.
        </Text>
        <Fieldset legend="Issuer" variant="filled">
          <Stack gap="sm">
            <TextInput label={labels.issueCompanyName} autoComplete="off" {...bind('issueCompanyName')} />
            <Textarea label={labels.issueAddress} autosize minRows={2} {...bind('issueAddress')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={labels.issueRegNumber} autoComplete="off" {...bind('issueRegNumber')} />
              <TextInput label={labels.issueVatNumber} autoComplete="off" {...bind('issueVatNumber')} />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        {/* Bound here, in the order of the page, so that a refused save focuses the first refused field. */}
        <LocalCurrencyFields
          currencyChosen={(localizedCurrency ?? '').trim() !== ''}
          currency={bind('localizedCurrency')}
          rate={bind('localizedExchangeRate')}
          rateDescription={bind('localizedExchangeRateDescription')}
        />
        <Controller
          control={control}
          name="showDetailItem"
          render={({ field: { value, onChange, ...field } }) => (
            <Checkbox
              {...field}
              checked={value === true}
              onChange={(event) => onChange(event.currentTarget.checked)}
              label={labels.showDetailItem}
              description="Each line with its unit amount and quantity."
            />
          )}
        />
        <TextInput label="Template" description="Name of the PDF template." autoComplete="off" maw={420} {...bind('template')} />
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
              checked={value === true}
              onChange={(event) => onChange(event.currentTarget.checked)}
              label="Also e-mail the invoice to the user"
              description="Off by default: saving sends nothing unless you switch this on."
            />
          )}
        />
        {update.isError ? <ErrorAlert error={update.error} title="The PDF settings were not saved" /> : null}
        {done ? (
          <Notice title="PDF settings saved" onClose={() => setDone(null)}>
            {done}
          </Notice>
        ) : null}
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

type Bound = ReturnType<FieldBinder<PdfFormValues>>

/** The local currency and its exchange rate, which it needs. */
function LocalCurrencyFields({
  currencyChosen,
  currency,
  rate,
  rateDescription,
}: {
  currencyChosen: boolean
  currency: Bound
  rate: Bound
  rateDescription: Bound
}) {
  return (
    <Fieldset legend="Amounts in a local currency" variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={labels.localizedCurrency}
          description="Three letters, for example JPY. Empty: invoice currency only."
          maxLength={3}
          autoComplete="off"
          {...currency}
        />
        <TextInput
          label={labels.localizedExchangeRate}
          description="Local currency per unit of the invoice currency. Required with a local currency."
          withAsterisk={currencyChosen}
          aria-required={currencyChosen}
          {...decimalInput}
          {...rate}
        />
        <TextInput
          label={labels.localizedExchangeRateDescription}
          description="A number shown with the rate."
          {...decimalInput}
          {...rateDescription}
        />
      </SimpleGrid>
    </Fieldset>
  )
}
