import { Text } from '@mantine/core'
import { IconUser } from '@tabler/icons-react'
import type { MerchantMember, OAuthAccount } from '../../api/contract/members'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { Section } from '../../components/PageParts'
import { SafeLink } from '../../components/SafeLink'

/** Sign-in accounts of other providers linked to the member. */
export function LinkedAccountsSection({ member }: { member: MerchantMember }) {
  const accounts = (member.oauthAccounts ?? []).filter((account): account is OAuthAccount => account != null)
  return (
    <Section title="Linked accounts" icon={<IconUser size={18} aria-hidden />} count={accounts.length}>
      <DataTable
        label="Linked accounts"
        rows={accounts}
        columns={oauthColumns}
        minWidth={800}
        striped
        empty={
          <Text size="sm" c="dimmed">
            No sign-in accounts from other providers are linked.
          </Text>
        }
      />
    </Section>
  )
}

const oauthColumns: Column<OAuthAccount>[] = [
  {
    header: 'Provider',
    cell: (account) => (
      <Text size="sm" fw={500} tt="capitalize">
        {account.provider || '—'}
      </Text>
    ),
  },
  { header: 'Name', cell: (account) => <Text size="sm">{account.name || '—'}</Text> },
  { header: 'E-mail', cell: (account) => <Text size="sm">{account.email || '—'}</Text> },
  { header: 'E-mail verified', cell: (account) => <Text size="sm">{account.emailVerified ? 'Yes' : 'No'}</Text> },
  {
    header: 'Provider ID',
    cell: (account) =>
      account.providerId ? <CopyValue value={account.providerId} label={`${account.provider || 'provider'} ID`} /> : '—',
  },
  {
    header: 'Picture',
    cell: (account) => (
      <Text size="sm">
        <SafeLink href={account.image}>{`${account.provider || 'Account'} picture`}</SafeLink>
      </Text>
    ),
  },
]
