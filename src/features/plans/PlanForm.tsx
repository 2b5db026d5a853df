import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { IconCopy } from '@tabler/icons-react'
import { codeOptions, PlanStatus, PlanType } from '../../api/contract/codes'
import {
  planFieldsFrozenWhenActive,
  planIntervalLimits,
  planIntervalUnits,
  type PlanEditInput,
  type PlanNewInput,
} from '../../api/contract/extensions/catalogActions'
import type { Plan } from '../../api/contract/plans'
import { DialogFrame } from '../../components/DialogFrame'
import { FormFooter } from '../../components/FormFooter'
import { PlanPicker } from '../../components/PlanPicker'
import { decimalInput, wholeNumberInput } from '../../lib/fields'
import type { FieldBinder } from '../../lib/forms'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import { planTitle } from './format'
import { editPlanFormSchema, newPlanDefaults, newPlanFormSchema, planDefaults, type PlanFormValues } from './planForm'
import { useCreatePlan, useEditPlan } from './mutations'
import { planQueries } from './queries'

const FROZEN = 'Locked: the plan is active, and its subscriptions are billed at this price. Copy it as a new plan to change it.'

const typeOptions = codeOptions('planType').map(({ value, label }) => ({
  value: String(value),
  label: label.charAt(0).toUpperCase() + label.slice(1),
}))
const unitOptions = planIntervalUnits.map((unit) => ({ value: unit, label: `${unit} (at most ${planIntervalLimits[unit]})` }))

/** "New plan" on the plans list: the form, then the new plan's details. `copyOf` starts it from a plan's values. */
export function NewPlanDialog({
  opened,
  onClose,
  copyOf,
  onCreated,
}: {
  opened: boolean
  onClose: () => void
  copyOf?: Plan | null
  onCreated: (plan: Plan) => void
}) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title={copyOf ? `New plan from ${planTitle(copyOf)}` : 'New plan'}>
      <NewPlanForm key={copyOf?.id ?? 'new'} copyOf={copyOf ?? null} onCancel={onClose} onCreated={onCreated} />
    </DialogFrame>
  )
}

function NewPlanForm({
  copyOf,
  onCancel,
  onCreated,
}: {
  copyOf: Plan | null
  onCancel: () => void
  onCreated: (plan: Plan) => void
}) {
  const create = useCreatePlan()
  const form = useContractForm<PlanFormValues, PlanNewInput>(newPlanFormSchema, {
    defaultValues: copyOf ? { ...planDefaults(copyOf), planName: `${copyOf.planName ?? 'Plan'} (new price)` } : newPlanDefaults(),
  })
  // The alert below shows a refusal; the input stays.
  const [submit, sending] = useSubmitOnce(
    form.handleSubmit(async (input) => {
      const { plan } = await create.mutateAsync(input)
      if (plan) onCreated(plan)
      else onCancel()
    }),
  )
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="New plan">
      <Stack gap="sm">
        <Text size="sm">
          The plan is created being edited and unpublished: activate it to sell it, publish it to offer it in checkout.
        </Text>
        <PlanFields control={form.control} bind={form.bind} errors={form.formState.errors} frozen={false} />
        <FormFooter
          write={create}
          failedTitle="The plan was not created"
          onCancel={onCancel}
          submitLabel="Create plan"
          sending={sending}
        />
      </Stack>
    </form>
  )
}

/** A plan's edit, in its details; on an active plan its price, currency and interval are locked, with a way out. */
export function PlanEditForm({
  plan,
  onCancel,
  onSaved,
  onCopy,
}: {
  plan: Plan
  onCancel: () => void
  onSaved: () => void
  onCopy: () => void
}) {
  const edit = useEditPlan()
  const active = plan.status === PlanStatus.active
  const form = useContractForm<PlanFormValues, PlanEditInput>(editPlanFormSchema(plan), { defaultValues: planDefaults(plan) })
  const [submit, sending] = useSubmitOnce(
    form.handleSubmit(async (input) => {
      await edit.mutateAsync(input)
      onSaved()
    }),
  )
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="Edit the plan">
      <Stack gap="sm">
        {active ? (
          <Alert color="gray" variant="light" role="note" title="Price and interval are locked">
            <Stack gap="xs">
              <Text size="sm">
                The plan is active: the service keeps its price, currency and interval. A new price is a new plan, which new
                subscriptions then take.
              </Text>
              <Group>
                <Button size="xs" variant="default" leftSection={<IconCopy size={14} aria-hidden />} onClick={onCopy}>
                  Copy as a new plan
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <PlanFields control={form.control} bind={form.bind} errors={form.formState.errors} frozen={active} />
        <FormFooter write={edit} failedTitle="The plan was not saved" onCancel={onCancel} submitLabel="Save" sending={sending} />
      </Stack>
    </form>
  )
}

const frozenProps = (frozen: boolean, name: string, description?: string) =>
  frozen && (planFieldsFrozenWhenActive as readonly string[]).includes(name)
    ? { readOnly: true, variant: 'filled', description: FROZEN }
    : { description }

function PlanFields<TOutput>({
  control,
  bind,
  errors,
  frozen,
}: {
  control: Control<PlanFormValues, unknown, TOutput>
  bind: FieldBinder<PlanFormValues>
  errors: FieldErrors<PlanFormValues>
  frozen: boolean
}) {
  const [type, currency, productId] = useWatch({ control, name: ['type', 'currency', 'productId'] })
  const products = useQuery(planQueries.productChoices())
  const main = type === String(PlanType.main)
  const recurring = type !== String(PlanType.oneTimeAddon)
  const sameCurrencyAndProduct = (plan: Plan) =>
    plan.status === PlanStatus.active &&
    (plan.currency ?? '').toUpperCase() === (currency ?? '').trim().toUpperCase() &&
    String(plan.productId ?? 0) === productId
  return (
    <>
      <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...bind('planName')} />
      <Textarea label="Description" autosize minRows={2} {...bind('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect label="Kind" data={typeOptions} {...bind('type')} />
        <NativeSelect
          label="Product"
          data={(products.data ?? [{ id: 0, productName: 'Default product' }]).map((product) => ({
            value: String(product.id),
            label: product.productName || `Product ${product.id}`,
          }))}
          {...bind('productId')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Price"
          withAsterisk
          {...decimalInput}
          {...bind('amount')}
          {...frozenProps(frozen, 'amount', recurring ? 'Per billing period, in the currency' : 'In the currency')}
        />
        <TextInput
          label="Currency"
          withAsterisk
          autoComplete="off"
          {...bind('currency')}
          {...frozenProps(frozen, 'currency', 'Three letters, for example EUR')}
        />
      </SimpleGrid>
      {recurring ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Billed every"
            withAsterisk
            {...wholeNumberInput}
            {...bind('intervalCount')}
            {...frozenProps(frozen, 'intervalCount')}
          />
          <NativeSelect
            label="Interval"
            data={unitOptions}
            {...bind('intervalUnit')}
            {...(frozen ? { disabled: true, description: FROZEN } : {})}
          />
        </SimpleGrid>
      ) : null}
      {main ? (
        <>
          <TextInput
            label="Free trial (days)"
            description="Empty for no trial"
            {...wholeNumberInput}
            {...bind('trialDurationTime')}
          />
          <Controller
            control={control}
            name="addonIds"
            render={({ field }) => (
              <PlanPicker
                label="Recurring add-ons"
                description="Active recurring add-ons of the same currency and product"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.addonIds?.message}
                offer={(plan) => plan.type === PlanType.recurringAddon && sameCurrencyAndProduct(plan)}
              />
            )}
          />
          <Controller
            control={control}
            name="onetimeAddonIds"
            render={({ field }) => (
              <PlanPicker
                label="One-time add-ons"
                description="Active one-time add-ons of the same currency and product"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.onetimeAddonIds?.message}
                offer={(plan) => plan.type === PlanType.oneTimeAddon && sameCurrencyAndProduct(plan)}
              />
            )}
          />
        </>
      ) : null}
    </>
  )
}
