import { TotpType } from '../../src/api/contract/codes'
import { memberProfile, memberResetTotp } from '../../src/api/contract/members'
import type { Dialect } from '../dialect'
import type { Actor } from '../member-auth'
import { type MemberRecord, publicMember } from '../records'
import { defineArea, handle } from '../registry'
import type { Workspace } from '../store'
import { checkTotp, hasTwoFactor } from './auth'

/**
 * The signed-in member (4.12 profile, 4.11 two-factor reset). Reset clears the member's two-factor key (totpType 0,
 * none); a `totpCode`, when given, must be the member's current code.
 *
 * With a member's session both act on the session's member. The real service has no member behind an API key: it
 * answers the profile "Merchant Member Not Found" and the reset with a masked nil dereference (member-sign-in.md §8;
 * rule `memberCallsWithKey`). The spec reading, where every call carries the key, acts on the member the key belongs
 * to. In the real dialect, reset follows the service: a member without two-factor gets `merchantMember: null`, and
 * one with two-factor must give the current code.
 */

function memberOf(store: Workspace, actor: Actor, dialect: Dialect, refusal: () => never): MemberRecord {
  if (actor.kind === 'member') return actor.member
  if (dialect.rules.memberCallsWithKey === 'refuse') refusal()
  return store.owner() ?? dialect.notFound('member', store.ownerMemberId, 'The member this API key belongs to no longer exists')
}

export default defineArea({
  area: 'members',
  handlers: [
    handle(memberProfile, ({ store, actor, dialect }) => ({
      merchantMember: dialect.present.member(publicMember(memberOf(store, actor, dialect, () => dialect.notFound('member', 0)))),
    })),

    handle(memberResetTotp, ({ input, store, actor, now, dialect, fail }) => {
      // The newer service reads the session's member without a check: nil with an API key (masked code 68).
      const member = memberOf(store, actor, dialect, () => fail(400, `Server Error-${dialect.requestId}-68`, 68))
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
