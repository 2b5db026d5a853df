import { useState } from 'react'
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form'
import { useNavigate } from '@tanstack/react-router'
import { Alert, Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconPencil } from '@tabler/icons-react'
import { BillingType, codeOptions, DiscountType, PlanApplyType } from '../../api/contract/codes'
import type { DiscountCode } from '../../api/contract/discounts'
import {
  discountPlanApplyTypes,
  type DiscountEditInput,
  type DiscountNewInput,
} from '../../api/contract/extensions/discountActions'
import { DialogFrame } from '../../components/DialogFrame'
import { ErrorAlert } from '../../components/ErrorAlert'
import { FormFooter } from '../../components/FormFooter'
import { PlanPicker } from '../../components/PlanPicker'
import { decimalInput, wholeNumberInput } from '../../lib/fields'
import type { FieldBinder } from '../../lib/forms'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import {
  editableAfterActivation,
  editCodeDefaults,
  editCodeFormSchema,
  isWhollyEditable,
  newCodeDefaults,
  newCodeFormSchema,
  type CodeFormValues,
} from './codeForm'
import { useCreateCode, useEditCode } from './queries'

const FROZEN = 'Frozen: the code was activated, and the service keeps it as it is'

/** A new discount code: created and activated (or only created), then its page opens. */
export function NewCodeForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate()
  const create = useCreateCode()
  const [created, setCreated] = useState<{ id: number; code: string; activation: unknown } | null>(null)
  const form = useContractForm<CodeFormValues, DiscountNewInput>(newCodeFormSchema, { defaultValues: newCodeDefaults() })
  const send = (activate: boolean) =>
    form.handleSubmit(async (input) => {
      const { discount, activation } = await create.mutateAsync({ input, activate })
      if (discount?.id == null) return onCancel()
      if (activation) return setCreated({ id: discount.id, code: discount.code ?? input.code, activation })
      await navigate({ to: '/discounts/codes/$codeId', params: { codeId: discount.id } })
    })
  // Enter and the first button create and activate; the second creates only. The alert shows a refusal; the input stays.
  const [submit, sending] = useSubmitOnce(send(true))
  const [createOnly, sendingOnly] = useSubmitOnce(send(false))

  if (created) {
    return (
      <Stack gap="sm">
        <ErrorAlert error={created.activation} title={`${created.code} was created, but not activated`} />
        <Text size="sm">It stays editable until it is activated from its page.</Text>
        <Group justify="flex-end">
          <Button onClick={() => void navigate({ to: '/discounts/codes/$codeId', params: { codeId: created.id } })}>
            Open {created.code}
          </Button>
        </Group>
      </Stack>
    )
  }
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="New discount code">
      <Stack gap="sm">
        <TextInput
          label="Code"
          description="What customers type. Unique among your codes, archived ones included."
          withAsterisk
          autoComplete="off"
          data-autofocus
          {...form.bind('code')}
        />
        <CodeFields control={form.control} bind={form.bind} errors={form.formState.errors} frozen={false} />
        {create.isError ? <ErrorAlert error={create.error} title="The code was not created" /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="default" loading={sendingOnly} disabled={sending} onClick={() => void createOnly()}>
            Create only
          </Button>
          <Button type="submit" loading={sending} disabled={sendingOnly}>
            Create and activate
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** "Edit" on a code's page: every field while it is editable; once activated, only its dates, plans and limits. */
export function EditCodeButton({ code, onSaved }: { code: DiscountCode; onSaved: (message: string) => void }) {
  const [opened, setOpened] = useState(false)
  const name = code.code || `code ${code.id}`
  return (
    <>
      <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Edit
      </Button>
      <DialogFrame opened={opened} onClose={() => setOpened(false)} title={`Edit ${name}`}>
        <EditCodeForm
          code={code}
          onCancel={() => setOpened(false)}
          onSaved={() => {
            setOpened(false)
            onSaved(`${name} was saved.`)
          }}
        />
      </DialogFrame>
    </>
  )
}

function EditCodeForm({ code, onCancel, onSaved }: { code: DiscountCode; onCancel: () => void; onSaved: () => void }) {
  const edit = useEditCode()
  const whole = isWhollyEditable(code.status)
  const form = useContractForm<CodeFormValues, DiscountEditInput>(editCodeFormSchema(code), {
    defaultValues: editCodeDefaults(code),
  })
  const [submit, sending] = useSubmitOnce(
    form.handleSubmit(async (input) => {
      await edit.mutateAsync(input)
      onSaved()
    }),
  )
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="Edit the discount code">
      <Stack gap="sm">
        {whole ? (
          <Text size="sm">The code is not active yet: every field can change.</Text>
        ) : (
          <Alert color="gray" variant="light" role="note" title="Only its dates, plans and limits can change">
            The code was activated: the service keeps its discount, currency, billing and quantity as they are. Change the
            quantity with Increase or Decrease on its page; for another discount, create a new code.
          </Alert>
        )}
        <CodeFields control={form.control} bind={form.bind} errors={form.formState.errors} frozen={!whole} />
        <FormFooter write={edit} failedTitle="The code was not saved" onCancel={onCancel} submitLabel="Save" sending={sending} />
      </Stack>
    </form>
  )
}

const applyOptions = codeOptions('planApplyType')
  .filter(({ value }) => (discountPlanApplyTypes as readonly number[]).includes(value))
  .map(({ value, label }) => ({ value: String(value), label: label.charAt(0).toUpperCase() + label.slice(1) }))
const scopeOptions = codeOptions('userScope').map(({ value, label }) => ({
  value: String(value),
  label: label.charAt(0).toUpperCase() + label.slice(1),
}))

/** A field the service no longer takes: shown read-only, with why. */
const frozenProps = (frozen: boolean, name: string, description?: string) =>
  frozen && !editableAfterActivation.has(name) ? { readOnly: true, variant: 'filled', description: FROZEN } : { description }

/** The members of a code, the frozen ones read-only (an activated code's edit). */
function CodeFields<TOutput>({
  control,
  bind,
  errors,
  frozen,
}: {
  control: Control<CodeFormValues, unknown, TOutput>
  bind: FieldBinder<CodeFormValues>
  errors: FieldErrors<CodeFormValues>
  frozen: boolean
}) {
  const [discountType, billingType, planApplyType] = useWatch({ control, name: ['discountType', 'billingType', 'planApplyType'] })
  const fixed = discountType === String(DiscountType.fixedAmount)
  const recurring = billingType === String(BillingType.recurring)
  const listed = planApplyType !== String(PlanApplyType.allPlans)
  return (
    <>
      <TextInput label="Name" description="For your staff: customers see the code" autoComplete="off" {...bind('name')} />
      <Controller
        control={control}
        name="discountType"
        render={({ field }) => (
          <Radio.Group {...field} label="Discount" description={frozen ? FROZEN : undefined} error={errors.discountType?.message}>
            <Group mt="xs">
              <Radio value={String(DiscountType.percentage)} label="Percentage" disabled={frozen} />
              <Radio value={String(DiscountType.fixedAmount)} label="Fixed amount" disabled={frozen} />
            </Group>
          </Radio.Group>
        )}
      />
      {fixed ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Amount off"
            withAsterisk
            {...decimalInput}
            {...bind('discountAmount')}
            {...frozenProps(frozen, 'discountAmount', 'In the currency, for example 5.50')}
          />
          <TextInput
            label="Currency"
            withAsterisk
            autoComplete="off"
            {...bind('currency')}
            {...frozenProps(frozen, 'currency', 'Three letters, for example EUR')}
          />
        </SimpleGrid>
      ) : (
        <TextInput
          label="Percentage off"
          withAsterisk
          rightSection="%"
          {...decimalInput}
          {...bind('discountPercentage')}
          {...frozenProps(frozen, 'discountPercentage', 'From 0 to 100, up to two decimal places')}
        />
      )}
      <Controller
        control={control}
        name="billingType"
        render={({ field }) => (
          <Radio.Group {...field} label="Applies" description={frozen ? FROZEN : undefined} error={errors.billingType?.message}>
            <Group mt="xs">
              <Radio value={String(BillingType.oneTime)} label="Once" disabled={frozen} />
              <Radio value={String(BillingType.recurring)} label="Every billing period" disabled={frozen} />
            </Group>
          </Radio.Group>
        )}
      />
      {recurring ? (
        <TextInput
          label="Billing periods"
          {...wholeNumberInput}
          {...bind('cycleLimit')}
          {...frozenProps(frozen, 'cycleLimit', 'How many periods it applies to; empty or 0 for every one')}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Starts" type="datetime-local" withAsterisk {...bind('startTime')} />
        <TextInput label="Ends" type="datetime-local" withAsterisk {...bind('endTime')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Quantity"
          {...wholeNumberInput}
          {...bind('quantity')}
          {...frozenProps(frozen, 'quantity', 'How many times it can be used in all; empty or 0 for no limit')}
        />
        <TextInput label="Uses per customer" description="Empty or 0 for no limit" {...wholeNumberInput} {...bind('userLimit')} />
      </SimpleGrid>
      <NativeSelect label="Plans" data={applyOptions} {...bind('planApplyType')} />
      {listed ? (
        <Controller
          control={control}
          name="planIds"
          render={({ field }) => (
            <PlanPicker
              label={planApplyType === String(PlanApplyType.listedPlans) ? 'Applies to these plans' : 'Every plan except these'}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.planIds?.message}
            />
          )}
        />
      ) : null}
      <NativeSelect label="Customers" data={scopeOptions} {...bind('userScope')} />
    </>
  )
}
