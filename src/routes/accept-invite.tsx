import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '../features/auth/components/auth-card'
import { completeSignIn } from '../features/auth/data/complete-sign-in'
import { AcceptInviteForm } from '../features/team/components/accept-invite-form'
import { BRAND } from '../lib/env'
import { pageTitle } from '../lib/page-title'
import { searchParams, textParam } from '../shared/contract/url'

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
  return (
    <AuthCard title="Join your team" intro="Choose a password to see the training your company gave you.">
      <AcceptInviteForm token={token ?? ''} onSignedIn={(session) => completeSignIn(session, '/dashboard')} />
    </AuthCard>
  )
}
