import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { IconArrowLeft } from '@tabler/icons-react'
import { IdLookup, parseIntId } from '../../components/IdLookup'
import { childIdSchema, codeIdSchema, templateIdSchema } from './ids'

export type DiscountKindName = 'code' | 'template' | 'child'

const lookups = {
  code: { label: 'Discount code ID', submitLabel: 'Open code', schema: codeIdSchema },
  template: { label: 'Batch template ID', submitLabel: 'Open template', schema: templateIdSchema },
  child: { label: 'Batch child code ID', submitLabel: 'Open child code', schema: childIdSchema },
} as const

/** Find a discount record of one kind by its id (checked with the contract's rule) and open its page. */
export function DiscountLookup({ kind, defaultValue }: { kind: DiscountKindName; defaultValue?: string }) {
  const navigate = useNavigate()
  const { label, submitLabel, schema } = lookups[kind]
  const open = (id: number) => {
    const text = String(id)
    if (kind === 'code') void navigate({ to: '/discounts/codes/$codeId', params: { codeId: text } })
    else if (kind === 'template') void navigate({ to: '/discounts/templates/$templateId', params: { templateId: text } })
    else void navigate({ to: '/discounts/children/$childId', params: { childId: text } })
  }
  return (
    <IdLookup
      label={label}
      submitLabel={submitLabel}
      schema={schema}
      parse={parseIntId}
      onOpen={open}
      defaultValue={defaultValue}
    />
  )
}

export function BackToDiscounts() {
  return (
    <Anchor component={Link} to="/discounts" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden /> Discounts
      </Group>
    </Anchor>
  )
}

/** The page of an id that is not valid: says why, and offers to open another. */
export function InvalidDiscountId({ kind, idText, noun }: { kind: DiscountKindName; idText: string; noun: string }) {
  const result = lookups[kind].schema.safeParse(parseIntId(idText.trim()))
  const reason = result.success ? '' : (result.error.issues[0]?.message ?? '')
  return (
    <Stack gap="md" maw={760}>
      <BackToDiscounts />
      <Title order={1}>Invalid {noun} ID</Title>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text role="alert">
            “{idText}” is not a {noun} ID{reason ? `: ${reason}.` : '.'}
          </Text>
          <DiscountLookup kind={kind} />
        </Stack>
      </Paper>
    </Stack>
  )
}
