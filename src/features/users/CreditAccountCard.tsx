import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import type { CreditAccount } from '../../api/contract/users'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { Money } from '../../components/Money'
import { Section } from '../../components/PageParts'
import { Timestamp } from '../../components/Timestamp'
import { flagLabel, formatCredits } from './format'
import { TextValue } from '../../components/Values'

function Credits({ value }: { value: number | null | undefined }) {
  return value == null ? <TextValue value="" /> : <>{formatCredits(value)}</>
}

/**
 * A total in or out: promo credit counts credits, cash credit cents. The real service sends the total
 * out as a negative sum; it shows as the amount taken out either way.
 */
function Total({ value, promo, currency }: { value: number | null | undefined; promo: boolean; currency?: string | null }) {
  const amount = value == null ? value : Math.abs(value)
  return promo ? <Credits value={amount} /> : <Money amount={amount} currency={currency} />
}

/**
 * One credit or promo credit account (2.7): its balance (cash credit in its currency; promo credit in
 * credits, with what they are worth), totals in and out, and settings.
 */
export function CreditAccountCard({ account, kind }: { account: CreditAccount; kind: 'credit' | 'promo' }) {
  const headingId = useId()
  const promo = kind === 'promo'
  const currency = account.currency || 'no currency'

  const title = `${currency} ${kind === 'promo' ? 'promo credit' : 'credit'}`
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3} size="h5" id={headingId}>
              {title}
            </Title>
            <Text fz={24} fw={600}>
              {promo ? <Credits value={account.amount} /> : <Money amount={account.amount} currency={account.currency} />}
            </Text>
            {promo ? (
              <Text size="sm" c="dimmed">
                Worth <Money amount={account.currencyAmount} currency={account.currency} />
              </Text>
            ) : null}
          </Stack>
          <CodeBadge kind="creditAccountType" value={account.type} />
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <Field label="Total in">
            <Total value={account.totalIncrementAmount} promo={promo} currency={account.currency} />
          </Field>
          <Field label="Total out">
            <Total value={account.totalDecrementAmount} promo={promo} currency={account.currency} />
          </Field>
          <Field label="Recharge">{flagLabel(account.rechargeEnable, 'Enabled', 'Disabled')}</Field>
          <Field label="Payout">{flagLabel(account.payoutEnable, 'Enabled', 'Disabled')}</Field>
          <Field label="Exchange rate">
            <TextValue value={account.exchangeRate} />
          </Field>
          <Field label="Account ID">
            {account.id != null ? <CopyValue value={account.id} label={`${title} account ID`} /> : <TextValue value="" />}
          </Field>
          <Field label="Created">
            <Timestamp value={account.createTime} />
          </Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}

/** The accounts of one kind, one card per currency (decreasing promo credit is among the page's actions). */
export function CreditAccountList({
  title,
  accounts,
  kind,
}: {
  title: string
  accounts: CreditAccount[]
  kind: 'credit' | 'promo'
}) {
  const sorted = [...accounts].sort((a, b) => (a.currency ?? '').localeCompare(b.currency ?? ''))
  return (
    <Section title={title}>
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          This user has no {kind === 'promo' ? 'promo credit' : 'credit'} accounts.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {sorted.map((account, index) => (
            <CreditAccountCard key={account.id ?? `${account.currency}-${index}`} account={account} kind={kind} />
          ))}
        </SimpleGrid>
      )}
    </Section>
  )
}
