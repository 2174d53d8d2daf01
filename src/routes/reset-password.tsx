import { createFileRoute } from '@tanstack/react-router'
import { searchParams, textParam } from '@/shared/contract/url'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/reset-password')({
  // Both come from the emailed link; a missing one is shown as an incomplete link.
  validateSearch: searchParams(() => ({ email: textParam(200), token: textParam(200) })),
  head: () => ({
    meta: [
      { title: pageTitle('Reset your password') },
      { name: 'description', content: `Choose a new password for your ${BRAND} account.` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { email, token } = Route.useSearch()
  return (
    <AuthCard title="Reset your password" intro="Choose a new password for your account.">
      <ResetPasswordForm email={email} token={token} />
    </AuthCard>
  )
}
