import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconSearch } from '@tabler/icons-react'
import { normaliseVatNumber, vatNumberValidate, vatNumberValidateInput, type VatNumberValidation } from '../../api/contract/vat'
import { CopyValue } from '../../components/CopyValue'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Field } from '../../components/Field'
import { formResolver } from '../../lib/forms'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { useValidateVatNumber } from './queries'
import { vatCountryName, vatHint } from './vatHint'
import { CopyCallCurl } from '../../components/CopyCallCurl'

type VatFormValues = z.input<typeof vatNumberValidateInput>
type VatFormOutput = z.output<typeof vatNumberValidateInput>

/** Check a VAT number (4.17): the number is normalised and its shape checked before it is sent. */
export function VatNumberCheck() {
  const validate = useValidateVatNumber()
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<VatFormValues, unknown, VatFormOutput>({
    resolver: formResolver(vatNumberValidateInput),
    defaultValues: { vatNumber: '' },
  })
  const typed = useWatch({ control, name: 'vatNumber' })
  const hint = vatHint(typed ?? '')
  const field = register('vatNumber', {
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      const normalised = normaliseVatNumber(event.target.value.trim())
      if (normalised !== event.target.value) setValue('vatNumber', normalised)
    },
  })

  const [submit, running] = useSubmitOnce((input: VatFormOutput) => {
    // The number as sent: trimmed, without spaces or dots, in upper case.
    setValue('vatNumber', input.vatNumber)
    return validate.mutateAsync(input)
  })
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event)

  const result = validate.data?.vatNumberValidate

  return (
    <Stack gap="md" maw={760}>
      <Stack gap={4}>
        <Title order={2}>Check a VAT number</Title>
        <Text size="sm" c="dimmed">
          Asks the service whether an EU VAT number is valid and, when it knows, to which company it is registered.
        </Text>
      </Stack>
      <Paper withBorder p="md">
        <Box component="form" onSubmit={onSubmit} noValidate aria-label="Check a VAT number">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="VAT number"
              withAsterisk
              autoComplete="off"
              spellCheck={false}
              placeholder="DE123456789"
              description={
                <Group component="span" gap={4} wrap="nowrap" align="flex-start">
                  {hint.tone === 'warning' ? (
                    <IconAlertTriangle size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  ) : null}
                  <span>{hint.tone === 'warning' ? `Note: ${hint.text}` : hint.text}</span>
                </Group>
              }
              error={errors.vatNumber?.message}
              w={{ base: '100%', sm: 420 }}
              {...field}
            />
            <Button type="submit" loading={running} leftSection={<IconSearch size={16} aria-hidden />} mt={{ base: 0, sm: 25 }}>
              Check
            </Button>
          </Group>
        </Box>
      </Paper>

      <div aria-live="polite">
        {validate.isError ? <ErrorAlert error={validate.error} title="The number could not be checked" /> : null}
        {result && !validate.isPending && !validate.isError ? (
          <VatResultCard result={result} request={validate.variables} />
        ) : null}
      </div>
    </Stack>
  )
}

function VatResultCard({ result, request }: { result: VatNumberValidation; request: unknown }) {
  const valid = result.valid === true
  const country = vatCountryName(result.countryCode)
  const notKnown = (
    <Text span c="dimmed" inherit>
      not known
    </Text>
  )
  return (
    <Paper withBorder p="md" role="status" aria-label="VAT number check result">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={3} size="h4">
            Result for {result.vatNumber || 'the number'}
          </Title>
          <Badge
            size="lg"
            variant="light"
            color={valid ? 'teal' : 'red'}
            tt="none"
            leftSection={valid ? <IconCircleCheck size={16} aria-hidden /> : <IconCircleX size={16} aria-hidden />}
          >
            {valid ? 'Valid' : 'Not valid'}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label="VAT number">
            {result.vatNumber ? <CopyValue value={result.vatNumber} label="VAT number" /> : notKnown}
          </Field>
          <Field label="Country">
            {result.countryCode ? `${result.countryCode}${country ? ` · ${country}` : ''}` : notKnown}
          </Field>
          <Field label="Company name">{result.companyName || notKnown}</Field>
          <Field label="Company address">
            {result.companyAddress ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {result.companyAddress}
              </Text>
            ) : (
              notKnown
            )}
          </Field>
        </SimpleGrid>
        <Field label="Validation message">{result.validateMessage || notKnown}</Field>
        <Group>
          <CopyCallCurl endpoint={vatNumberValidate} input={request} />
        </Group>
      </Stack>
    </Paper>
  )
}
