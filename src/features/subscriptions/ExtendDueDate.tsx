import { useMemo, useState } from 'react'
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { IconCalendarPlus } from '@tabler/icons-react'
import { SubscriptionStatus } from '../../api/contract/codes'
import { subscriptionAddNewTrialStart } from '../../api/contract/extensions/subscriptionActions'
import type { SubscriptionDetail } from '../../api/contract/extensions/subscriptions'
import { DialogFrame } from '../../components/DialogFrame'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Timestamp } from '../../components/Timestamp'
import { wholeNumberInput } from '../../lib/fields'
import { formatLocal } from '../../lib/time'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import { useMayUse } from '../../session/permissions'
import {
  dueDate,
  extendFormDefaults,
  extendFormSchema,
  newDueDate,
  storedPeriodEnd,
  type ExtendFormValues,
  type ExtendWay,
} from './extendForm'
import { useSubscriptionWrite } from './queries'

/**
 * The service re-activates a cancelled or expired subscription whose due date it moves into the future (§3.10):
 * extending is not offered on those.
 */
const notExtendable = new Set<number>([SubscriptionStatus.cancelled, SubscriptionStatus.expired])

/** "Extend due date" and its dialog, for a member whose role covers subscriptions. */
export function ExtendDueDateAction({ detail, onDone }: { detail: SubscriptionDetail; onDone: (message: string) => void }) {
  const allowed = useMayUse('subscription')
  const [opened, setOpened] = useState(false)
  const subscription = detail.subscription
  const status = subscription?.status
  if (!allowed || !subscription?.subscriptionId || status == null || notExtendable.has(status)) return null
  return (
    <>
      <Button variant="default" leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Extend due date
      </Button>
      <DialogFrame
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Extend the due date of ${subscription.subscriptionId}`}
      >
        <ExtendForm
          subscriptionId={subscription.subscriptionId}
          periodEnd={storedPeriodEnd(subscription)}
          due={dueDate(subscription)}
          onCancel={() => setOpened(false)}
          onExtended={(dueDate) => {
            setOpened(false)
            onDone(`The due date of subscription ${subscription.subscriptionId} moved to ${formatLocal(dueDate)}.`)
          }}
        />
      </DialogFrame>
    </>
  )
}

function ExtendForm({
  subscriptionId,
  periodEnd,
  due,
  onCancel,
  onExtended,
}: {
  subscriptionId: string
  /** The stored period end, which the service counts from. */
  periodEnd: number
  /** When it is due now. */
  due: number
  onCancel: () => void
  onExtended: (dueDate: number) => void
}) {
  const extend = useSubscriptionWrite(subscriptionAddNewTrialStart)
  const schema = useMemo(() => extendFormSchema(subscriptionId, periodEnd), [subscriptionId, periodEnd])
  const { handleSubmit, bind, watch, setValue, clearErrors } = useContractForm<
    ExtendFormValues,
    { subscriptionId: string; appendTrialEndHour: number }
  >(schema, { defaultValues: extendFormDefaults })
  const by = watch('by')
  // The new due date, once what is typed is a valid extension.
  const preview = schema.safeParse(watch())
  // A failure is shown below, with the input kept.
  const [submit, sending] = useSubmitOnce(
    handleSubmit(async (input) => {
      await extend.mutateAsync(input)
      onExtended(newDueDate(periodEnd, input.appendTrialEndHour))
    }),
  )
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="Extend the due date">
      <Stack gap="sm">
        <Text size="sm">
          It is due on <Timestamp value={due} />. The new due date is counted from the end of its current period,{' '}
          <Timestamp value={periodEnd} /> (not from today); the customer is not charged before it. Nothing is invoiced for the
          extra time.
        </Text>
        <SegmentedControl
          aria-label="Extend"
          value={by}
          onChange={(value) => {
            setValue('by', value as ExtendWay)
            clearErrors()
          }}
          data={[
            { value: 'days', label: 'By days' },
            { value: 'date', label: 'To a date' },
          ]}
        />
        {by === 'days' ? (
          <TextInput label="Days to add" withAsterisk {...wholeNumberInput} data-autofocus {...bind('days')} />
        ) : (
          <TextInput label="New due date" type="date" withAsterisk {...bind('date')} />
        )}
        {preview.success ? (
          <Text size="sm" role="status">
            New due date: <Timestamp value={newDueDate(periodEnd, preview.data.appendTrialEndHour)} />
          </Text>
        ) : null}
        {extend.isError ? <ErrorAlert error={extend.error} title="The due date was not moved" /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            Extend due date
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
