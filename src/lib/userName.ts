import type { User } from '../api/contract/users'

/** The name to show for a customer: first and last name, else user name, else e-mail, else "User <id>". */
export function userDisplayName(user: Pick<User, 'id' | 'firstName' | 'lastName' | 'userName' | 'email'>): string {
  const full = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return full || user.userName?.trim() || user.email?.trim() || (user.id != null ? `User ${user.id}` : 'Unnamed user')
}
