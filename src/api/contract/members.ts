import { z } from 'zod'
import { totpCode } from './auth'
import { endpoint, jsonObject, list, noInput, resource } from './core'

// ---- resources (2.8) ----

export const rolePermissionSchema = resource({
  group: z.string(),
  permissions: list(z.string()),
})
export type RolePermission = z.infer<typeof rolePermissionSchema>

export const memberRoleSchema = resource({
  createTime: z.number(),
  id: z.number(),
  merchantId: z.number(),
  permissions: list(rolePermissionSchema),
  role: z.string(),
})
export type MemberRole = z.infer<typeof memberRoleSchema>

export const deviceSchema = resource({
  currentDevice: z.boolean(),
  identity: z.string(),
  ipAddress: z.string(),
  lastActiveTime: z.number(),
  lastLoginTime: z.number(),
  lastTotpVerificationTime: z.number(),
  name: z.string(),
  status: z.boolean(),
})
export type Device = z.infer<typeof deviceSchema>

export const oauthAccountSchema = resource({
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string(),
  name: z.string(),
  provider: z.string(),
  providerId: z.string(),
})
export type OAuthAccount = z.infer<typeof oauthAccountSchema>

export const merchantMemberSchema = resource({
  MemberGroupPermission: jsonObject,
  MemberRoles: list(memberRoleSchema),
  createTime: z.number(),
  currentDeviceIdentity: z.string(),
  deviceList: list(deviceSchema),
  email: z.string(),
  firstName: z.string(),
  id: z.number(),
  isBlankPasswd: z.boolean(),
  isOwner: z.boolean(),
  lastName: z.string(),
  merchantId: z.number(),
  mobile: z.string(),
  oauthAccounts: list(oauthAccountSchema),
  status: z.number(),
  totpType: z.number(),
})
export type MerchantMember = z.infer<typeof merchantMemberSchema>

// ---- requests ----

export const memberResetTotpInput = z.object({
  /** The member's current two-factor code, when given. */
  totpCode: totpCode.optional(),
})
export type MemberResetTotpInput = z.input<typeof memberResetTotpInput>

// ---- endpoints ----

const memberOutput = resource({ merchantMember: merchantMemberSchema })

export const memberResetTotp = endpoint({
  section: '4.11',
  name: 'memberResetTotp',
  method: 'POST',
  path: '/merchant/member/reset_totp',
  summary: 'Reset the two-factor key of a merchant member',
  kind: 'write',
  input: memberResetTotpInput,
  output: memberOutput,
})

export const memberProfile = endpoint({
  section: '4.12',
  name: 'memberProfile',
  method: 'GET',
  path: '/merchant/member/profile',
  summary: 'Get the profile of the signed-in merchant member',
  kind: 'read',
  input: noInput,
  output: memberOutput,
})
