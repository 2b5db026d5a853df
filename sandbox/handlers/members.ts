import { TotpType } from '../../src/api/contract/codes'
import { memberProfile, memberResetTotp } from '../../src/api/contract/members'
import { type MemberRecord, publicMember } from '../records'
import { defineArea, handle } from '../registry'
import type { Workspace } from '../store'
import { checkTotp, hasTwoFactor } from './auth'

/**
 * The merchant member of the API key (4.12 profile, 4.11 two-factor reset). Reset clears the member's
 * two-factor key (totpType 0, none); a `totpCode`, when given, must be the member's current code.
 */

function keyOwner(store: Workspace, notFound: (message: string) => never): MemberRecord {
  return store.owner() ?? notFound('The member this API key belongs to no longer exists')
}

export default defineArea({
  area: 'members',
  handlers: [
    handle(memberProfile, ({ store, notFound }) => ({ merchantMember: publicMember(keyOwner(store, notFound)) })),

    handle(memberResetTotp, ({ input, store, now, notFound, badRequest }) => {
      const member = keyOwner(store, notFound)
      if (input.totpCode !== undefined) {
        if (!hasTwoFactor(member)) {
          badRequest('Two-factor authentication is not set up for this member, so there is no current code to check')
        }
        if (!checkTotp(member.totpSecret, input.totpCode, now())) {
          badRequest("The two-factor code is not the member's current code")
        }
      }
      const updated = store.members.update(member.id, { totpSecret: '', totpType: TotpType.none }) ?? member
      return { merchantMember: publicMember(updated) }
    }),
  ],
})
