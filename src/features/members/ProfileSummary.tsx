import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { IconCrown, IconShieldLock, IconUser } from '@tabler/icons-react'
import type { MerchantMember } from '../../api/contract/members'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { FieldGrid, Section } from '../../components/PageParts'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed, TextValue } from '../../components/Values'
import { memberName } from './format'

/** The member's name and e-mail, with whether they own the account and have two-factor on. */
export function ProfileSummary({ member, twoFactorOn }: { member: MerchantMember; twoFactorOn: boolean }) {
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Text fw={600} size="lg">
            {memberName(member)}
          </Text>
          {member.email ? <CopyValue value={member.email} label="e-mail" mono={false} /> : null}
        </Stack>
        <Group gap="xs">
          {member.isOwner ? (
            <Badge variant="light" color="indigo" tt="none" leftSection={<IconCrown size={14} aria-hidden />}>
              Owner
            </Badge>
          ) : (
            <Badge variant="light" color="gray" tt="none">
              Member
            </Badge>
          )}
          <Badge
            variant="light"
            color={twoFactorOn ? 'teal' : 'yellow'}
            tt="none"
            leftSection={<IconShieldLock size={14} aria-hidden />}
          >
            {twoFactorOn ? 'Two-factor on' : 'Two-factor off'}
          </Badge>
        </Group>
      </Group>
    </Paper>
  )
}

/** Every field of the member's account. */
export function AccountSection({ member }: { member: MerchantMember }) {
  return (
    <Section title="Account" icon={<IconUser size={18} aria-hidden />}>
      <FieldGrid>
        <Field label="First name">
          <TextValue value={member.firstName} />
        </Field>
        <Field label="Last name">
          <TextValue value={member.lastName} />
        </Field>
        <Field label="E-mail">
          {member.email ? <CopyValue value={member.email} label="e-mail address" mono={false} /> : <Dimmed />}
        </Field>
        <Field label="Mobile">
          {member.mobile ? <CopyValue value={member.mobile} label="mobile number" mono={false} /> : <Dimmed />}
        </Field>
        <Field label="Owner">{member.isOwner ? 'Yes, the merchant account owner' : 'No'}</Field>
        <Field label="Status">
          <TextValue value={member.status} />
        </Field>
        <Field label="Member ID">{member.id != null ? <CopyValue value={member.id} label="member ID" /> : <Dimmed />}</Field>
        <Field label="Merchant ID">
          {member.merchantId != null ? <CopyValue value={member.merchantId} label="merchant ID" /> : <Dimmed />}
        </Field>
        <Field label="Member since">
          <Timestamp value={member.createTime} />
        </Field>
        <Field label="Password">{member.isBlankPasswd ? 'Not set yet' : 'Set'}</Field>
      </FieldGrid>
    </Section>
  )
}
