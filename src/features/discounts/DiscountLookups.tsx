import type { ErrorComponentProps } from '@tanstack/react-router'
import { useNavigate } from '@tanstack/react-router'
import { IdLookup } from '../../components/IdLookup'
import { parseIntId } from '../../lib/ids'
import { BackLink } from '../../components/PageParts'
import { InvalidIdPage } from '../../components/RouteStates'
import { childIdSchema, codeIdSchema, templateIdSchema } from './ids'

export type DiscountKindName = 'code' | 'template' | 'child'

const lookups = {
  code: { label: 'Discount code ID', submitLabel: 'Open code', schema: codeIdSchema },
  template: { label: 'Batch template ID', submitLabel: 'Open template', schema: templateIdSchema },
  child: { label: 'Batch child code ID', submitLabel: 'Open child code', schema: childIdSchema },
} as const

/** Find a discount record of one kind by its id (checked with the contract's rule) and open its page. */
export function DiscountLookup({ kind }: { kind: DiscountKindName }) {
  const navigate = useNavigate()
  const { label, submitLabel, schema } = lookups[kind]
  const open = (id: number) => {
    if (kind === 'code') void navigate({ to: '/discounts/codes/$codeId', params: { codeId: id } })
    else if (kind === 'template') void navigate({ to: '/discounts/templates/$templateId', params: { templateId: id } })
    else void navigate({ to: '/discounts/children/$childId', params: { childId: id } })
  }
  return <IdLookup label={label} submitLabel={submitLabel} schema={schema} parse={parseIntId} onOpen={open} />
}

/** The pages of addresses whose discount code, template or child code id the contract refuses: why, and the lookup. */
export function InvalidCodeId(props: ErrorComponentProps) {
  return (
    <InvalidIdPage
      {...props}
      noun="discount code"
      back={<BackLink to="/discounts">Discount codes</BackLink>}
      lookup={<DiscountLookup kind="code" />}
    />
  )
}
export function InvalidTemplateId(props: ErrorComponentProps) {
  return (
    <InvalidIdPage
      {...props}
      noun="batch template"
      back={<BackLink to="/discounts/templates">Batch templates</BackLink>}
      lookup={<DiscountLookup kind="template" />}
    />
  )
}
export function InvalidChildId(props: ErrorComponentProps) {
  return (
    <InvalidIdPage
      {...props}
      noun="batch child code"
      back={<BackLink to="/discounts/templates">Batch templates</BackLink>}
      lookup={<DiscountLookup kind="child" />}
    />
  )
}
