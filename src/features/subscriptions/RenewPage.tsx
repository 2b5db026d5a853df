import { useEffect, useRef, type FormEvent } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import {
  Box,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { subscriptionRenew, type SubscriptionRenewInput } from '../../api/contract/subscriptions'
import { ErrorAlert } from '../../components/ErrorAlert'
import { fieldBinder, formResolver } from '../../lib/forms'
import { formatBasisPoints } from '../../lib/money'
import { useRenewSubscription } from './queries'
import { basisPointsFromText, renewFormSchema, renewFormValuesFrom, type RenewFormValues, type RenewSearch } from './renewForm'
import { RenewResultPanel } from './RenewResultPanel'
import { CopyCurl } from '../../components/CopyCurl'

const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } }

/** "1900 basis points = 19 %" for whole basis points, else the hint. */
function basisPointsHint(text: string, hint: string): string {
  const value = basisPointsFromText(text)
  return value === null ? hint : `${value} basis points = ${formatBasisPoints(value)}`
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}

/** Manual renewal of a subscription (4.1): a new invoice and, unless manual, a payment. */
export function RenewPage({ search }: { search: RenewSearch }) {
  const renew = useRenewSubscription()
  const inFlight = useRef(false)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RenewFormValues, unknown, SubscriptionRenewInput>({
    resolver: formResolver(renewFormSchema),
    defaultValues: renewFormValuesFrom(search),
  })
  const bind = fieldBinder(register, errors)
  const [discountChoice, discountKind, applyPromoCredit, manualPayment, taxText, percentageText] = useWatch({
    control,
    name: ['discountChoice', 'discountKind', 'applyPromoCredit', 'manualPayment', 'taxPercentage', 'discount.discountPercentage'],
  })

  const result = renew.data
  useEffect(() => {
    if (result) resultHeading.current?.focus()
  }, [result])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // One renewal per click: a second submit while one is checked or sent does nothing.
    if (inFlight.current || renew.isPending) return
    inFlight.current = true
    try {
      await handleSubmit(async (input) => {
        await renew.mutateAsync(input).catch(() => undefined)
      })(event)
    } finally {
      inFlight.current = false
    }
  }

  return (
    <Stack gap="md" maw={860}>
      <Stack gap={4}>
        <Title order={1}>Renew a subscription</Title>
        <Text c="dimmed" size="sm">
          Renewing creates one new invoice for the subscription&apos;s next period and, unless you choose manual payment, a
          payment for it.
        </Text>
      </Stack>

      <Box component="form" onSubmit={onSubmit} noValidate aria-label="Renew a subscription">
        <Stack gap="md">
          <Section title="Which subscription">
            <Text size="sm">
              Give a subscription ID, or a user ID: the service then renews the user&apos;s latest active or incomplete
              subscription (of that product, when you give one), or else the user&apos;s latest subscription.
            </Text>
            <TextInput label="Subscription ID" placeholder="sub_…" autoComplete="off" {...bind('subscriptionId')} />
            <Divider label="or find it by user" labelPosition="center" />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="User ID" inputMode="numeric" autoComplete="off" {...bind('userId')} />
              <TextInput
                label="Product ID"
                description="Used with the user ID. 0 or empty: the default product."
                inputMode="numeric"
                autoComplete="off"
                {...bind('productId')}
              />
            </SimpleGrid>
          </Section>

          <Section title="Payment">
            <Controller
              control={control}
              name="manualPayment"
              render={({ field: { value, onChange, ...field } }) => (
                <Switch
                  {...field}
                  checked={value}
                  onChange={(event) => onChange(event.currentTarget.checked)}
                  label="Manual payment"
                  description="No payment is created: the invoice stays open and you collect it by hand, for example by bank transfer."
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Gateway ID"
                description="Empty: the subscription's own gateway."
                inputMode="numeric"
                autoComplete="off"
                {...bind('gatewayId')}
              />
              <TextInput
                label="Payment type"
                description="A payment type of that gateway, for example card or wallet."
                autoComplete="off"
                {...bind('gatewayPaymentType')}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="paymentUIMode"
              render={({ field }) => (
                <Radio.Group
                  {...field}
                  label="Payment page mode"
                  description="How the customer is shown the payment."
                  error={errors.paymentUIMode?.message}
                >
                  <Group mt="xs">
                    <Radio value="hosted" label="Hosted (default)" />
                    <Radio value="embedded" label="Embedded" />
                    <Radio value="custom" label="Custom" />
                  </Group>
                </Radio.Group>
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Return URL"
                description="Where the customer goes after paying."
                placeholder="https://"
                autoComplete="off"
                {...bind('returnUrl')}
              />
              <TextInput
                label="Cancel URL"
                description="Where the customer goes when the payment is cancelled or fails."
                placeholder="https://"
                autoComplete="off"
                {...bind('cancelUrl')}
              />
            </SimpleGrid>
          </Section>

          <Section title="Discount and promo credit">
            <Controller
              control={control}
              name="discountChoice"
              render={({ field }) => (
                <Radio.Group {...field} label="Discount on this invoice">
                  <Stack gap={6} mt="xs">
                    <Radio
                      value="none"
                      label="None"
                      description="The subscription's own recurring discount, if it has one, still applies."
                    />
                    <Radio
                      value="code"
                      label="A discount code"
                      description="For this renewal only; it overrides the subscription's recurring discount."
                    />
                    <Radio value="custom" label="A one-off discount" description="An amount or a percentage, set here." />
                  </Stack>
                </Radio.Group>
              )}
            />
            {discountChoice === 'code' ? (
              <TextInput label="Discount code" withAsterisk autoComplete="off" {...bind('discountCode')} />
            ) : null}
            {discountChoice === 'custom' ? (
              <Paper withBorder p="sm" bg="var(--mantine-color-body)">
                <Stack gap="sm">
                  <Controller
                    control={control}
                    name="discountKind"
                    render={({ field }) => (
                      <Radio.Group {...field} label="Discount type">
                        <Group mt="xs">
                          <Radio value="amount" label="Amount off" />
                          <Radio value="percentage" label="Percentage off" />
                        </Group>
                      </Radio.Group>
                    )}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    {discountKind === 'percentage' ? (
                      <TextInput
                        label="Percentage off (basis points)"
                        withAsterisk
                        description={basisPointsHint(percentageText, 'Basis points: 1000 = 10 %.')}
                        inputMode="numeric"
                        autoComplete="off"
                        {...bind('discount.discountPercentage')}
                      />
                    ) : (
                      <TextInput
                        label="Amount off"
                        withAsterisk
                        description="In minor units of the subscription's currency: 500 = 5.00."
                        inputMode="numeric"
                        autoComplete="off"
                        {...bind('discount.discountAmount')}
                      />
                    )}
                    <TextInput
                      label="Cycle limit"
                      description="Renewals a recurring discount applies to. 0 or empty: no limit."
                      inputMode="numeric"
                      autoComplete="off"
                      {...bind('discount.cycleLimit')}
                    />
                    <TextInput
                      type="datetime-local"
                      label="Ends"
                      description="Your local time. Empty: no end."
                      {...bind('discount.endTime')}
                    />
                  </SimpleGrid>
                  <Controller
                    control={control}
                    name="discount.recurring"
                    render={({ field: { value, onChange, ...field } }) => (
                      <Checkbox
                        {...field}
                        checked={value}
                        onChange={(event) => onChange(event.currentTarget.checked)}
                        label="Recurring: keep applying it to later renewals"
                      />
                    )}
                  />
                  <Textarea
                    label="Discount metadata"
                    description='A JSON object, for example {"campaign": "retention"}'
                    autosize
                    minRows={2}
                    styles={monospace}
                    {...bind('discount.metadata')}
                  />
                </Stack>
              </Paper>
            ) : null}
            <Controller
              control={control}
              name="applyPromoCredit"
              render={({ field: { value, onChange, ...field } }) => (
                <Switch
                  {...field}
                  checked={value}
                  onChange={(event) => onChange(event.currentTarget.checked)}
                  label="Apply promo credit"
                  description="Taken from the user's promo credit in the invoice currency."
                />
              )}
            />
            {applyPromoCredit ? (
              <TextInput
                label="Maximum promo credit"
                description="In minor units. Empty: automatic, as much as the user has, up to the invoice total."
                inputMode="numeric"
                autoComplete="off"
                {...bind('applyPromoCreditAmount')}
              />
            ) : null}
          </Section>

          <Section title="Invoice">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Tax percentage (basis points)"
                description={basisPointsHint(taxText, "1000 = 10 %. Empty: the subscription's own rate.")}
                inputMode="numeric"
                autoComplete="off"
                {...bind('taxPercentage')}
              />
              <TextInput
                label="Product name"
                description="Shown on the invoice."
                autoComplete="off"
                {...register('productData.name')}
              />
            </SimpleGrid>
            <TextInput label="Product description" autoComplete="off" {...register('productData.description')} />
            <Textarea
              label="Metadata"
              description='A JSON object stored on the invoice, for example {"ticket": "SUP-1042"}'
              autosize
              minRows={2}
              styles={monospace}
              {...bind('metadata')}
            />
          </Section>

          {renew.isError ? <ErrorAlert error={renew.error} title="The subscription was not renewed" /> : null}
          <Group>
            <Button type="submit" loading={renew.isPending} leftSection={<IconRefresh size={16} aria-hidden />}>
              Renew subscription
            </Button>
            <Text size="sm" c="dimmed">
              {manualPayment ? 'Creates one open invoice, without a payment.' : 'Creates one invoice and its payment.'}
            </Text>
          </Group>
        </Stack>
      </Box>

      {result ? (
        <RenewResultPanel result={result} manualPayment={renew.variables?.manualPayment === true} headingRef={resultHeading} />
      ) : null}
      {result ? (
        <Group>
          <CopyCurl endpoint={subscriptionRenew} input={renew.variables} />
        </Group>
      ) : null}
    </Stack>
  )
}
