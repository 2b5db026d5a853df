import { createFileRoute } from '@tanstack/react-router'
import { PasswordForgottenPage } from '../features/auth/PasswordForgottenPage'

export const Route = createFileRoute('/password-forgotten')({
  head: () => ({ meta: [{ title: 'Reset your password · Merchant Billing Dashboard' }] }),
  component: PasswordForgottenPage,
})
