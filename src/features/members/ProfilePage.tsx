import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Stack, Title } from '@mantine/core'
import { TotpType } from '../../api/contract/codes'
import type { MerchantMember } from '../../api/contract/members'
import { QueryStates } from '../../components/QueryStates'
import { LinkedAccountsSection } from './LinkedAccountsSection'
import { DevicesSection } from './DevicesSection'
import { AccountSection, ProfileSummary } from './ProfileSummary'
import { memberQueries } from './queries'
import { ResetTwoFactorDialog } from './ResetTwoFactorDialog'
import { RolesSection } from './RolesSection'
import { TwoFactorSection } from './TwoFactorSection'

/** The signed-in member (4.12), with the two-factor reset (4.11). */
export function ProfilePage() {
  const query = useQuery(memberQueries.profile())
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>My profile</Title>
      <QueryStates query={query} noun="profile" skeleton={[120, 160, 200]}>
        {(member) => <Profile member={member} />}
      </QueryStates>
    </Stack>
  )
}

function Profile({ member }: { member: MerchantMember }) {
  const [resetting, setResetting] = useState(false)
  const twoFactorOn = (member.totpType ?? 0) >= TotpType.authenticatorApp
  // After a reset the button that opened the dialog is gone: the focus goes to the new state instead.
  const twoFactorState = useRef<HTMLParagraphElement>(null)
  const closeReset = () => {
    setResetting(false)
    if (!twoFactorOn) twoFactorState.current?.focus()
  }
  return (
    <Stack gap="md">
      <ProfileSummary member={member} twoFactorOn={twoFactorOn} />
      <AccountSection member={member} />
      <TwoFactorSection member={member} twoFactorOn={twoFactorOn} stateRef={twoFactorState} onReset={() => setResetting(true)} />
      <RolesSection member={member} />
      <DevicesSection member={member} />
      <LinkedAccountsSection member={member} />
      <ResetTwoFactorDialog member={member} opened={resetting} onClose={closeReset} />
    </Stack>
  )
}
