import { useState } from 'react'
import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Section } from '../../components/PageParts'
import { wholeNumberInput } from '../../lib/fields'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { useResendDelivery } from './queries'
import { ResendOutcome, type Resent } from './ResendOutcome'
import { useContractForm } from '../../lib/useContractForm'
import { resendFormSchema, type ResendFormOutput, type ResendFormValues } from './webhookForms'

/** Resend a delivery by its log ID (4.23). */
export function ResendPanel({ logId }: { logId?: number }) {
  const resend = useResendDelivery()
  const [outcome, setOutcome] = useState<Resent | null>(null)
  const { handleSubmit, bind } = useContractForm<ResendFormValues, ResendFormOutput>(resendFormSchema, {
    defaultValues: { logId: logId ? String(logId) : '' },
  })

  const [submit, running] = useSubmitOnce(async (input: ResendFormOutput) => {
    setOutcome(null)
    const data = await resend.mutateAsync(input)
    setOutcome({ logId: input.logId, sendResult: data.sendResult })
  })
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event)

  return (
    <Section title="Resend a delivery" icon={<IconSend size={20} aria-hidden />}>
      <Text size="sm" c="dimmed">
        Sends the payload of a past delivery again, to the endpoint&apos;s current address.
      </Text>
      <Box component="form" onSubmit={onSubmit} noValidate aria-label="Resend a delivery">
        <Stack gap="sm">
          <Group align="flex-start" gap="sm">
            <TextInput label="Log ID" withAsterisk w={200} {...wholeNumberInput} {...bind('logId')} />
            <Button type="submit" mt={25} loading={running} leftSection={<IconSend size={16} aria-hidden />}>
              Resend
            </Button>
          </Group>
          {resend.isError ? <ErrorAlert error={resend.error} title="The delivery was not resent" /> : null}
        </Stack>
      </Box>
      <div aria-live="polite">{outcome ? <ResendOutcome outcome={outcome} /> : null}</div>
    </Section>
  )
}
