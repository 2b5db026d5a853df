import { MultiSelect } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { planChoicesQuery } from '../api/catalog'
import { codeWord } from '../api/contract/codes'
import type { Plan } from '../api/contract/plans'

/** "Pro monthly · plan 3 · active". */
function choiceLabel(plan: Plan): string {
  return [plan.planName || 'Unnamed plan', `plan ${plan.id}`, codeWord('planStatus', plan.status).toLowerCase()].join(' · ')
}

/**
 * A choice of plans by name (ids as the values), among those not archived, optionally narrowed by `offer`. A chosen
 * id the service no longer lists (archived since) stays shown by its id, so that nothing is dropped unseen.
 */
export function PlanPicker({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
  offer,
  disabled,
}: {
  label: string
  description?: string
  value: string[]
  onChange: (value: string[]) => void
  onBlur?: () => void
  error?: string
  offer?: (plan: Plan) => boolean
  disabled?: boolean
}) {
  const choices = useQuery(planChoicesQuery)
  const offered = (choices.data ?? []).filter((plan) => !offer || offer(plan))
  const data = [
    ...offered.map((plan) => ({ value: String(plan.id), label: choiceLabel(plan) })),
    ...value.filter((id) => !offered.some((plan) => String(plan.id) === id)).map((id) => ({ value: id, label: `plan ${id}` })),
  ]
  return (
    <MultiSelect
      label={label}
      description={description}
      data={data}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error ?? (choices.isError ? 'The plans could not be loaded' : undefined)}
      searchable
      clearable
      disabled={disabled}
      placeholder={choices.isPending ? 'Loading plans…' : offered.length ? 'Choose plans' : 'No plan to choose'}
      nothingFoundMessage="No plan matches"
    />
  )
}
