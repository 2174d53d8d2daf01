import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { Button } from '@/components/button'
import { afresh, FormOutcome } from '@/components/form-field'
import { NewPasswordFields, type NewPasswordValues } from '@/components/new-password-fields'
import type { User } from '@/shared/contract/auth'
import {
  acceptInviteRequest,
  INVITATION_REFUSAL_DAYS,
  TEAM_MESSAGES,
  type InvitationDetails,
} from '@/shared/contract/team'
import { useAcceptInvite, useInvitation } from '../api/accept-invite'
import { useJoinAnswer } from '../hooks/use-join-answer'
import { failureText, isAcceptedLink, isAccountThere } from '../data/messages'

/** The contract's schema checks the form: the registration's password rules, in their order. */
function resolverFor(token: string): Resolver<NewPasswordValues> {
  return async (values) => {
    const parsed = acceptInviteRequest.safeParse({ ...values, token })
    if (parsed.success) return { values, errors: {} }
    const errors: FieldErrors<NewPasswordValues> = {}
    for (const issue of parsed.error.issues) {
      const name = issue.path[0]
      if (name === 'password' || name === 'password_confirmation')
        errors[name] ??= { type: issue.code, message: issue.message }
    }
    return { values: {}, errors }
  }
}

function BrokenLink({ text }: { text: string }) {
  return (
    <div className="space-y-5">
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-700 ring-1 ring-red-200">
        {text}
      </p>
      <Link to="/login" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        Go to login
      </Link>
    </div>
  )
}

interface SignedIn {
  token: string
  user: User
}

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline'

/** A link used already: not an error, its person has joined; the way on is to their training. */
function AlreadyJoined({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="space-y-5">
      <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 font-medium text-ink ring-1 ring-brand-200">
        {signedIn ? TEAM_MESSAGES.alreadyJoined : TEAM_MESSAGES.invitationAccepted}
      </p>
      {signedIn ? (
        <Link to="/dashboard" className={linkClass}>
          Go to your dashboard
        </Link>
      ) : (
        <Link to="/login" search={{ from: '/dashboard' }} className={linkClass}>
          Log in
        </Link>
      )}
    </div>
  )
}

/**
 * The invitation of an address that has an account: its holder answers here, logged in as that
 * address. The link proves the mailbox and the session the account; the dashboard only reminds.
 */
function JoinAnswer({
  token,
  invitation,
  session,
  onSignedIn,
}: {
  token: string
  invitation: InvitationDetails
  session: SignedIn | null
  onSignedIn: (session: SignedIn) => void
}) {
  // Declining blocks the company for INVITATION_REFUSAL_DAYS, so it is asked first and can be undone.
  const { outcome, busy, step, accept, askDecline, cancelDecline, decline, undo } = useJoinAnswer(token, (user) => {
    if (session) onSignedIn({ token: session.token, user })
  })
  const here = `/accept-invite?${new URLSearchParams({ token }).toString()}`
  const invited = (
    <p className="text-slate-700">
      The company <strong className="font-semibold text-ink">{invitation.company_name}</strong> invites{' '}
      <strong className="break-all font-semibold text-ink">{invitation.email}</strong> to join their team as staff. If
      you accept, they give you your training and your account has no cart of its own.
    </p>
  )
  if (!session)
    return (
      <div className="space-y-5">
        {invited}
        <p className="text-slate-700">You already have an account with this email address. Log in to answer.</p>
        <Link to="/login" search={{ from: here }} className={linkClass}>
          Log in to accept or decline
        </Link>
      </div>
    )
  if (session.user.email !== invitation.email)
    return (
      <div className="space-y-5">
        {invited}
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-700 ring-1 ring-red-200">
          {TEAM_MESSAGES.notYourInvitation}
        </p>
        <Link to="/logout" className={linkClass}>
          Log out
        </Link>
      </div>
    )

  if (step === 'confirm')
    return (
      <div className="space-y-5">
        {invited}
        <p role="alert" className="font-medium text-ink">
          If you decline, {invitation.company_name} will not be able to invite you again for {INVITATION_REFUSAL_DAYS}{' '}
          days. Decline?
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={busy} onClick={decline}>
            Yes, decline
          </Button>
          <Button disabled={busy} onClick={cancelDecline}>
            Cancel
          </Button>
        </div>
      </div>
    )
  if (step === 'declined')
    return (
      <div className="space-y-5">
        <FormOutcome outcome={outcome} />
        <Button variant="secondary" disabled={busy} onClick={undo}>
          Undo
        </Button>
      </div>
    )
  return (
    <div className="space-y-5">
      {invited}
      <FormOutcome outcome={outcome} />
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={accept}>
          Accept
        </Button>
        <Button variant="secondary" disabled={busy} onClick={askDecline}>
          Decline
        </Button>
      </div>
    </div>
  )
}

/**
 * A staff member's invitation: choose a password, and be signed in; or, for an address that has an
 * account, accept or decline once logged in as it.
 */
export function AcceptInviteForm({
  token,
  session,
  onSignedIn,
}: {
  token: string
  session: SignedIn | null
  onSignedIn: (session: SignedIn) => void
}) {
  const id = useId()
  const invitation = useInvitation(token)
  const accept = useAcceptInvite()
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  // The address got an account after this page opened: the way on is to log in and come back here.
  const [hasAccount, setHasAccount] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: resolverFor(token),
    defaultValues: { password: '', password_confirmation: '' },
  })

  if (token === '') return <BrokenLink text={TEAM_MESSAGES.invitationInvalid} />
  if (invitation.isError && isAcceptedLink(invitation.error) && !outcome?.ok)
    return <AlreadyJoined signedIn={session !== null} />
  if (invitation.isError && invitation.error && !outcome?.ok) return <BrokenLink text={failureText(invitation.error)} />
  if (invitation.data?.account && !outcome?.ok)
    return <JoinAnswer token={token} invitation={invitation.data} session={session} onSignedIn={onSignedIn} />

  const submit = handleSubmit(async (values) => {
    try {
      const session = await accept.mutateAsync({ token, ...values })
      setOutcome({ ok: true, text: session.message })
      onSignedIn(session)
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error) })
      setHasAccount(isAccountThere(error))
    }
  })

  const done = outcome?.ok === true
  const here = `/accept-invite?${new URLSearchParams({ token }).toString()}`
  return (
    <form onSubmit={afresh(() => setOutcome(null), submit)} noValidate className="space-y-5">
      {invitation.data ? (
        <p className="text-slate-700">
          <strong className="font-semibold text-ink">{invitation.data.company_name}</strong> invited{' '}
          <strong className="break-all font-semibold text-ink">{invitation.data.email}</strong>.
        </p>
      ) : null}
      {session && invitation.data && session.user.email !== invitation.data.email ? (
        // Setting the password signs in as the invited address in place of the current session.
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-ink ring-1 ring-amber-200">
          You are signed in as {session.user.email}. This invitation is for {invitation.data.email}: setting a password
          signs you out of {session.user.email}.
        </p>
      ) : null}
      <NewPasswordFields id={id} register={register} errors={errors} hint="At least 8 characters" describeHint />
      <FormOutcome outcome={outcome} />
      {hasAccount ? (
        <Link to="/login" search={{ from: here }} className={linkClass}>
          Log in to accept
        </Link>
      ) : null}
      <Button type="submit" disabled={isSubmitting || done} className="w-full">
        {isSubmitting ? 'Saving…' : 'Set password and sign in'}
      </Button>
    </form>
  )
}
