import { useEffect, useRef } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { Box, Button, Group, Stack, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { subscriptionRenew, type SubscriptionRenewInput } from '../../api/contract/subscriptions'
import { CopyCallCurl } from '../../components/CopyCallCurl'
import { ErrorAlert } from '../../components/ErrorAlert'
import { formResolver } from '../../lib/forms'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import { useRenewSubscription } from './queries'
import { RenewDiscountSection } from './RenewDiscountSection'
import { renewFormSchema, renewFormValuesFrom, type RenewFormValues } from './renewForm'
import type { RenewSearch } from './renewSearch'
import { RenewInvoiceSection } from './RenewInvoiceSection'
import { RenewPaymentSection } from './RenewPaymentSection'
import { RenewResultPanel } from './RenewResultPanel'
import { RenewTargetSection } from './RenewTargetSection'
import { PageTitle } from '../../components/PageParts'

/** Manual renewal of a subscription (4.1): a new invoice and, unless manual, a payment. */
export function RenewPage({ search }: { search: RenewSearch }) {
  const renew = useRenewSubscription()
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const form = useForm<RenewFormValues, unknown, SubscriptionRenewInput>({
    resolver: formResolver(renewFormSchema),
    defaultValues: renewFormValuesFrom(search),
  })
  const manualPayment = useWatch({ control: form.control, name: 'manualPayment' })
  // One renewal per click: a second submit while one is checked or sent does nothing.
  const [submit, sending] = useSubmitOnce(form.handleSubmit((input) => renew.mutateAsync(input)))

  const result = renew.data
  useEffect(() => {
    if (result) resultHeading.current?.focus()
  }, [result])

  return (
    <Stack gap="md" maw={860}>
      <PageTitle title="Renew a subscription">
        Renewing creates one new invoice for the subscription&apos;s next period and, unless you choose manual payment, a payment
        for it.
      </PageTitle>

      <FormProvider {...form}>
        <Box component="form" onSubmit={preventingDefault(submit)} noValidate aria-label="Renew a subscription">
          <Stack gap="md">
            <RenewTargetSection />
            <RenewPaymentSection />
            <RenewDiscountSection />
            <RenewInvoiceSection />
            {renew.isError ? <ErrorAlert error={renew.error} title="The subscription was not renewed" /> : null}
            <Group>
              <Button type="submit" loading={sending} leftSection={<IconRefresh size={16} aria-hidden />}>
                Renew subscription
              </Button>
              <Text size="sm" c="dimmed">
                {manualPayment ? 'Creates one open invoice, without a payment.' : 'Creates one invoice and its payment.'}
              </Text>
            </Group>
          </Stack>
        </Box>
      </FormProvider>

      {result ? (
        <>
          <RenewResultPanel result={result} manualPayment={renew.variables?.manualPayment === true} headingRef={resultHeading} />
          <Group>
            <CopyCallCurl endpoint={subscriptionRenew} input={renew.variables} />
          </Group>
        </>
      ) : null}
    </Stack>
  )
}
