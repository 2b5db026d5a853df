import type { Ref } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { IconKey, IconShieldLock } from '@tabler/icons-react'
import type { MerchantMember } from '../../api/contract/members'
import { CodeBadge } from '../../components/CodeBadge'
import { Section } from '../../components/PageParts'

/** Whether signing in asks for an authenticator code, and the reset when it does. */
export function TwoFactorSection({
  member,
  twoFactorOn,
  stateRef,
  onReset,
}: {
  member: MerchantMember
  twoFactorOn: boolean
  /** The sentence that says the state: it takes the focus after a reset. */
  stateRef: Ref<HTMLParagraphElement>
  onReset: () => void
}) {
  return (
    <Section title="Two-factor authentication" icon={<IconShieldLock size={18} aria-hidden />}>
      <Group justify="space-between" align="center">
        <Stack gap={4}>
          <Group gap="xs">
            <Text size="sm">Authenticator:</Text>
            <CodeBadge kind="totpType" value={member.totpType} />
          </Group>
          <Text size="sm" c="dimmed" ref={stateRef} tabIndex={-1}>
            {twoFactorOn
              ? 'Signing in asks for a code from an authenticator app.'
              : 'Two-factor authentication is not set up: signing in needs only the password.'}
          </Text>
        </Stack>
        {twoFactorOn ? (
          <Button color="red" variant="light" leftSection={<IconKey size={16} aria-hidden />} onClick={onReset}>
            Reset two-factor
          </Button>
        ) : null}
      </Group>
    </Section>
  )
}
