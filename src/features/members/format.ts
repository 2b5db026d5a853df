import type { MerchantMember } from '../../api/contract/members'

/** A member's name for people: first and last name, else the e-mail, else the id. */
export function memberName(member: MerchantMember): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email || `Member ${member.id ?? ''}`.trim()
}
