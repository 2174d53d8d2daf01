import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '@/features/auth/components/auth-card'
import { completeSignIn } from '@/features/auth/data/complete-sign-in'
import { useSession } from '@/features/auth/data/session'
import { AcceptInviteForm } from '@/features/team/components/accept-invite-form'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'
import { searchParams, textParam } from '@/shared/contract/url'

export const Route = createFileRoute('/accept-invite')({
  // The token comes from the invitation mail's link.
  validateSearch: searchParams(() => ({ token: textParam(200) })),
  head: () => ({
    meta: [
      { title: pageTitle('Join your team') },
      { name: 'description', content: `Accept your invitation to ${BRAND} Learning and choose a password.` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: AcceptInvitePage,
})

function AcceptInvitePage() {
  const { token } = Route.useSearch()
  const session = useSession()
  return (
    <AuthCard title="Join your team" intro="Accept your invitation to see the training your company gives you.">
      <AcceptInviteForm
        token={token ?? ''}
        session={session}
        onSignedIn={(signedIn) => completeSignIn(signedIn, '/dashboard')}
      />
    </AuthCard>
  )
}
