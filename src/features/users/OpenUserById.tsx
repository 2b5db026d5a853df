import { memo } from 'react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useNavigate } from '@tanstack/react-router'
import { userGetInput } from '../../api/contract/users'
import { IdLookup } from '../../components/IdLookup'
import { parseIntId } from '../../lib/ids'
import { BackLink } from '../../components/PageParts'
import { InvalidIdPage } from '../../components/RouteStates'

/** A form that opens a user by id, checked with the contract's rule first. */
export const OpenUserById = memo(function OpenUserById({
  submitLabel = 'Open user',
  description,
}: {
  submitLabel?: string
  description?: string
}) {
  const navigate = useNavigate()
  return (
    <IdLookup
      label="User ID"
      description={description}
      schema={userGetInput.shape.userId}
      parse={parseIntId}
      submitLabel={submitLabel}
      onOpen={(userId) => void navigate({ to: '/users/$userId', params: { userId } })}
    />
  )
})

/** The user route's error page: what is wrong with an address that names no user, and a form to open one. */
export function InvalidUserIdPage(props: ErrorComponentProps) {
  return (
    <InvalidIdPage
      {...props}
      noun="user"
      back={<BackLink to="/users">Customers</BackLink>}
      lookup={<OpenUserById submitLabel="Open" />}
    />
  )
}
