import { useState } from 'react'
import { Anchor, Button, Group, List, Stack, Table, Text, TextInput } from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { IconArrowsExchange } from '@tabler/icons-react'
import { useFieldArray } from 'react-hook-form'
import { planChoicesQuery } from '../../api/catalog'
import { call } from '../../api/client'
import { SubscriptionStatus } from '../../api/contract/codes'
import type { Invoice } from '../../api/contract/extensions/invoices'
import {
  subscriptionUpdatePreview,
  subscriptionUpdateSubmit,
  type SubscriptionUpdatePreviewInput,
  type UpdatePreview,
} from '../../api/contract/extensions/subscriptionActions'
import type { SubscriptionDetail } from '../../api/contract/extensions/subscriptions'
import { DialogFrame } from '../../components/DialogFrame'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Money } from '../../components/Money'
import { PlanPicker } from '../../components/PlanPicker'
import { wholeNumberInput } from '../../lib/fields'
import { safeHttpUrl } from '../../lib/urls'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import { useMayUse } from '../../session/permissions'
import {
  addonTerms,
  changeFormDefaults,
  changeFormSchema,
  currentAddons,
  differsFromPreview,
  offersAsAddon,
  addonChanges,
  type ChangeFormOutput,
  type ChangeFormValues,
} from './changeForm'
import { planName } from './format'
import { useSubscriptionWrite } from './queries'

/** Statuses a change is not offered on: the subscription is over. */
const over = new Set<number>([SubscriptionStatus.cancelled, SubscriptionStatus.expired])

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
  const form = useContractForm<ChangeFormValues, ChangeFormOutput>(changeFormSchema, {
    defaultValues: changeFormDefaults(detail),
  })
  const { handleSubmit, bind, watch } = form
  const preview = useMutation({
    mutationFn: (input: SubscriptionUpdatePreviewInput) => call(subscriptionUpdatePreview, input),
  })
  const submit = useSubscriptionWrite(subscriptionUpdateSubmit)
  // The preview shown, with the request it answers; typing anything else asks for a new one.
  const [previewed, setPreviewed] = useState<{ request: SubscriptionUpdatePreviewInput; answer: UpdatePreview } | null>(null)
  const [paymentLink, setPaymentLink] = useState<string | null>(null)
  const typed = watch()
  const stale = previewed !== null && differsFromPreview(previewed.request, typed)

  const [askPreview, previewing] = useSubmitOnce(
    handleSubmit(async (values) => {
      const { addons, ...rest } = values
      const request: SubscriptionUpdatePreviewInput = { subscriptionId, ...rest, addonParams: addons }
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
          Now on {planName(detail.plan, subscription.planId)}, quantity {subscription.quantity ?? 1}
          {currentAddons(detail).length ? `, with ${currentAddons(detail).length} add-on(s)` : ''}. The service decides whether
          the change is an upgrade (now, with the difference charged) or a downgrade (at the end of the period, nothing refunded).
        </Text>
        <Group grow align="flex-start">
          <TextInput label="New plan ID" withAsterisk {...wholeNumberInput} data-autofocus {...bind('newPlanId')} />
          <TextInput label="Quantity" withAsterisk {...wholeNumberInput} {...bind('quantity')} />
        </Group>
        <AddonFields form={form} detail={detail} />
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
            <PreviewLines title="Charged now" invoice={answer.invoice} currency={answer.currency} />
            <PreviewLines title="Each period after" invoice={answer.nextPeriodInvoice} currency={answer.currency} />
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

type ChangeFormApi = ReturnType<typeof useContractForm<ChangeFormValues, ChangeFormOutput>>

/**
 * The add-ons the subscription is to have: chosen among the recurring add-ons the change allows, each with its
 * quantity; it starts with those it has. The service replaces the whole set with this one.
 */
function AddonFields({ form, detail }: { form: ChangeFormApi; detail: SubscriptionDetail }) {
  const { control, bind, watch, formState } = form
  const addons = useFieldArray({ control, name: 'addons' })
  const choices = useQuery(planChoicesQuery)
  const typedPlanId = watch('newPlanId')?.trim()
  const newPlan = choices.data?.find((plan) => String(plan.id) === typedPlanId)
  const terms = addonTerms(detail, newPlan)
  const nameOf = (id: string) => {
    const plan = choices.data?.find((candidate) => String(candidate.id) === id)
    return plan?.planName ? `${plan.planName} (plan ${id})` : `plan ${id}`
  }
  const listError = formState.errors.addons?.root?.message ?? formState.errors.addons?.message
  return (
    <Stack gap="xs">
      <PlanPicker
        label="Add-ons"
        description={`Active recurring add-ons in ${terms.currency || 'the subscription’s currency'}, billed like the new plan. The subscription gets exactly these.`}
        value={addons.fields.map((field) => field.addonPlanId)}
        onChange={(ids) => {
          // Removed and added one by one, so that the quantities kept keep their fields (and the focus).
          const { removed, added } = addonChanges(addons.fields, ids)
          if (removed.length) addons.remove(removed)
          if (added.length) addons.append(added)
        }}
        error={listError}
        offer={(plan) => offersAsAddon(plan, terms)}
      />
      {addons.fields.map((field, index) => (
        <TextInput
          key={field.id}
          label={`Quantity of ${nameOf(field.addonPlanId)}`}
          withAsterisk
          {...wholeNumberInput}
          {...bind(`addons.${index}.quantity`)}
        />
      ))}
    </Stack>
  )
}

/** The lines of an invoice of the preview: the plan and each add-on, with what each costs. */
function PreviewLines({
  title,
  invoice,
  currency,
}: {
  title: string
  invoice: Invoice | null | undefined
  currency?: string | null
}) {
  const lines = (invoice?.lines ?? []).filter((line) => line != null)
  if (!lines.length) return null
  return (
    <Table aria-label={`${title}: lines`} fz="sm" withRowBorders={false} verticalSpacing={2}>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{title}, line by line</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th ta="right">Quantity</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, index) => (
          <Table.Tr key={index}>
            <Table.Td>{line.description || line.name || line.plan?.planName}</Table.Td>
            <Table.Td ta="right">{line.quantity ?? 1}</Table.Td>
            <Table.Td ta="right">
              <Money amount={line.amount} currency={line.currency || currency || undefined} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
