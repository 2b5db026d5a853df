import { TotpType } from '../../src/api/contract/codes'
import { memberProfile, memberResetTotp } from '../../src/api/contract/members'
import type { Dialect } from '../dialect'
import { type MemberRecord, publicMember } from '../records'
import { defineArea, handle } from '../registry'
import type { Workspace } from '../store'
import { checkTotp, hasTwoFactor } from './auth'

/**
 * The merchant member of the API key (4.12 profile, 4.11 two-factor reset). Reset clears the member's
 * two-factor key (totpType 0, none); a `totpCode`, when given, must be the member's current code.
 *
 * The real service answers these two calls only for a signed-in member (a portal session); with an API key
 * it has no member and answers "Merchant Member Not Found" (real-service.md A2, B11, B12). The sandbox
 * answers them in every dialect for the member the key belongs to, as that member's session would, so the
 * dashboard's profile and two-factor reset can be used and tested; a workspace whose key owner is gone
 * gets the real answer. In the real dialect, reset follows the service: a member without two-factor gets
 * `merchantMember: null`, and one with two-factor must give the current code.
 */

function keyOwner(store: Workspace, dialect: Dialect): MemberRecord {
  return store.owner() ?? dialect.notFound('member', store.ownerMemberId, 'The member this API key belongs to no longer exists')
}

export default defineArea({
  area: 'members',
  handlers: [
    handle(memberProfile, ({ store, dialect }) => ({
      merchantMember: dialect.present.member(publicMember(keyOwner(store, dialect))),
    })),

    handle(memberResetTotp, ({ input, store, now, dialect }) => {
      const member = keyOwner(store, dialect)
      if (!hasTwoFactor(member)) {
        if (dialect.rules.resetWithoutTwoFactor === 'answer null') return { merchantMember: null }
        if (input.totpCode !== undefined) {
          dialect.refuse(
            'twoFactorNotSetUp',
            'Two-factor authentication is not set up for this member, so there is no current code to check',
          )
        }
      } else if (input.totpCode !== undefined || dialect.rules.resetNeedsCode) {
        if (!checkTotp(member.totpSecret, input.totpCode ?? '', now())) {
          dialect.refuse('twoFactorCodeInvalid', "The two-factor code is not the member's current code")
        }
      }
      const updated = store.members.update(member.id, { totpSecret: '', totpType: TotpType.none }) ?? member
      return { merchantMember: dialect.present.member(publicMember(updated)) }
    }),
  ],
})
