import { createFileRoute } from '@tanstack/react-router'
import { PasswordForgottenPage } from '../features/auth/PasswordForgottenPage'
import { pageHead } from '../lib/pageHead'

export const Route = createFileRoute('/password-forgotten')({
  head: () => pageHead('Reset your password'),
  component: PasswordForgottenPage,
})
