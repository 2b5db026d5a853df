import { useState } from 'react'
import { Anchor, Button, Group, List, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { IconArrowsExchange } from '@tabler/icons-react'
import { z } from 'zod'
import { call } from '../../api/client'
import { SubscriptionStatus } from '../../api/contract/codes'
import {
  subscriptionUpdatePreview,
  subscriptionUpdatePreviewInput,
  subscriptionUpdateSubmit,
  type SubscriptionUpdatePreviewInput,
  type UpdatePreview,
} from '../../api/contract/extensions/subscriptionActions'
import type { SubscriptionDetail } from '../../api/contract/extensions/subscriptions'
import { DialogFrame } from '../../components/DialogFrame'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Money } from '../../components/Money'
import { numberField, textField, wholeNumberInput } from '../../lib/fields'
import { safeHttpUrl } from '../../lib/urls'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import { useMayUse } from '../../session/permissions'
import { planName } from './format'
import { useSubscriptionWrite } from './queries'

/** Statuses a change is not offered on: the subscription is over. */
const over = new Set<number>([SubscriptionStatus.cancelled, SubscriptionStatus.expired])

const shape = subscriptionUpdatePreviewInput.shape

/** What is typed: the new plan, the quantity and a discount code; the page adds the subscription and its add-ons. */
const changeFormSchema = z.object({
  newPlanId: numberField(shape.newPlanId, 'Enter the new plan ID'),
  quantity: numberField(shape.quantity.unwrap(), 'Enter the quantity'),
  discountCode: textField(shape.discountCode),
})
type ChangeFormValues = z.input<typeof changeFormSchema>
type ChangeFormOutput = z.output<typeof changeFormSchema>

/**
 * "Change plan" (operations.md §3.4): a preview first (what is charged now, the next period, the discount), then the
 * change submitted with the preview's total and currency to confirm, so that a price that moved meanwhile is refused
 * rather than charged. The add-ons are sent as they are: the service takes the whole set.
 */
export function ChangePlanAction({ detail, onDone }: { detail: SubscriptionDetail; onDone: (message: string) => void }) {
  const allowed = useMayUse('subscription')
  const [opened, setOpened] = useState(false)
  const status = detail.subscription?.status
  if (!allowed || !detail.subscription?.subscriptionId || status == null || over.has(status)) return null
  return (
    <>
      <Button variant="default" leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Change plan
      </Button>
      <DialogFrame
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Change the plan of ${detail.subscription.subscriptionId}`}
      >
        <ChangeForm
          detail={detail}
          onCancel={() => setOpened(false)}
          onChanged={(message) => {
            setOpened(false)
            onDone(message)
          }}
        />
      </DialogFrame>
    </>
  )
}

function ChangeForm({
  detail,
  onCancel,
  onChanged,
}: {
  detail: SubscriptionDetail
  onCancel: () => void
  onChanged: (message: string) => void
}) {
  const subscription = detail.subscription!
  const subscriptionId = subscription.subscriptionId ?? ''
  const addonParams = (detail.addons ?? []).flatMap((addon) =>
    addon?.addonPlan?.id ? [{ addonPlanId: addon.addonPlan.id, quantity: addon.quantity ?? 1 }] : [],
  )
  const { handleSubmit, bind, watch } = useContractForm<ChangeFormValues, ChangeFormOutput>(changeFormSchema, {
    defaultValues: {
      newPlanId: subscription.planId ? String(subscription.planId) : '',
      quantity: String(subscription.quantity || 1),
      discountCode: '',
    },
  })
  const preview = useMutation({
    mutationFn: (input: SubscriptionUpdatePreviewInput) => call(subscriptionUpdatePreview, input),
  })
  const submit = useSubscriptionWrite(subscriptionUpdateSubmit)
  // The preview shown, with the request it answers; typing anything else asks for a new one.
  const [previewed, setPreviewed] = useState<{ request: SubscriptionUpdatePreviewInput; answer: UpdatePreview } | null>(null)
  const [paymentLink, setPaymentLink] = useState<string | null>(null)
  const typed = watch()
  const stale =
    previewed !== null &&
    (String(previewed.request.newPlanId) !== typed.newPlanId?.trim() ||
      String(previewed.request.quantity) !== typed.quantity?.trim() ||
      (previewed.request.discountCode ?? '') !== (typed.discountCode?.trim() ?? ''))

  const [askPreview, previewing] = useSubmitOnce(
    handleSubmit(async (values) => {
      const request: SubscriptionUpdatePreviewInput = { subscriptionId, ...values, addonParams }
      submit.reset()
      const answer = await preview.mutateAsync(request)
      setPreviewed({ request, answer })
    }),
  )
  const [confirm, confirming] = useSubmitOnce(async () => {
    if (!previewed) return
    const { request, answer } = previewed
    const result = await submit.mutateAsync({
      ...request,
      quantity: request.quantity ?? 1,
      confirmTotalAmount: answer.totalAmount ?? 0,
      confirmCurrency: answer.currency ?? '',
    })
    const link = safeHttpUrl(result.link)
    if (!result.paid && link) {
      setPaymentLink(link)
      return
    }
    onChanged(
      result.note === 'Will Effect At Period End'
        ? `The change of subscription ${subscriptionId} takes effect at the end of its period.`
        : `Subscription ${subscriptionId} is changed.`,
    )
  })

  if (paymentLink) {
    return (
      <Stack gap="sm" role="status">
        <Text size="sm">The change waits for its payment: it takes effect once the customer pays on the payment page.</Text>
        <Anchor href={paymentLink} target="_blank" rel="noopener noreferrer">
          Payment page of the change
        </Anchor>
        <Group justify="flex-end">
          <Button onClick={() => onChanged(`The change of subscription ${subscriptionId} waits for its payment.`)}>Done</Button>
        </Group>
      </Stack>
    )
  }

  const answer = previewed && !stale ? previewed.answer : null
  return (
    <form noValidate onSubmit={preventingDefault(askPreview)} aria-label="Change the plan">
      <Stack gap="sm">
        <Text size="sm">
          Now on {planName(detail.plan, subscription.planId)}, quantity {subscription.quantity ?? 1}.
          {addonParams.length ? ` Its ${addonParams.length} add-on(s) are kept as they are.` : ''} The service decides whether the
          change is an upgrade (now, with the difference charged) or a downgrade (at the end of the period, nothing refunded).
        </Text>
        <Group grow align="flex-start">
          <TextInput label="New plan ID" withAsterisk {...wholeNumberInput} data-autofocus {...bind('newPlanId')} />
          <TextInput label="Quantity" withAsterisk {...wholeNumberInput} {...bind('quantity')} />
        </Group>
        <TextInput label="Discount code" description="Optional." autoComplete="off" {...bind('discountCode')} />
        {preview.isError ? <ErrorAlert error={preview.error} title="The change could not be previewed" /> : null}
        {answer ? (
          <Stack gap={4} role="region" aria-label="Preview">
            <List size="sm" spacing={4}>
              <List.Item>
                Charged now: <Money amount={answer.totalAmount} currency={answer.currency} />
                {answer.discountAmount ? (
                  <>
                    {' '}
                    (discount <Money amount={answer.discountAmount} currency={answer.currency} />)
                  </>
                ) : null}
              </List.Item>
              <List.Item>
                {(answer.totalAmount ?? 0) > 0
                  ? 'Takes effect now, once this is paid.'
                  : 'Nothing to pay now: a downgrade takes effect at the end of the period.'}
              </List.Item>
              <List.Item>
                Each period after: <Money amount={answer.nextPeriodInvoice?.totalAmount} currency={answer.currency} />
              </List.Item>
              {answer.discountMessage ? <List.Item>Discount: {answer.discountMessage}</List.Item> : null}
            </List>
          </Stack>
        ) : null}
        {submit.isError ? <ErrorAlert error={submit.error} title="The plan was not changed" /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={previewing || confirming}>
            Cancel
          </Button>
          <Button type="submit" variant={answer ? 'default' : 'filled'} loading={previewing}>
            {answer ? 'Preview again' : 'Preview'}
          </Button>
          {answer ? (
            <Button onClick={() => void confirm()} loading={confirming}>
              Change plan
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  )
}
