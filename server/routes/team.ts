import type { FastifyInstance } from 'fastify'
import { staffRemoved, TEAM_MESSAGES, teamCalls } from '../../src/shared/contract/team'
import { AUTH_FLOOD_GUARD } from '../auth/flood-guard'
import { HttpError } from '../lib/http-error'
import { route } from '../lib/route'
import { myCourses, requireCompany, startCourse, teamOverview } from '../team/company'
import { teamInvitationRules, type TeamDeps } from '../team/invitations'
import { assignSeat, removeStaff, undoUnassign, unassignSeat } from '../team/seats'

/** /team/* for a company's manager, /invitation and /accept-invite for the invited, /my/* for staff. */
export function teamRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db } = deps
  const seats = { db, env: deps.env, clock: deps.clock }
  const invitations = teamInvitationRules(deps)
  // The calls that mail or answer about an invitation are limited per address.
  const config = AUTH_FLOOD_GUARD

  route(app, teamCalls.team, async ({ user }) => teamOverview(db, requireCompany(user)))

  route(
    app,
    teamCalls.invite,
    async ({ body, user }) => {
      const result = await invitations.invite(requireCompany(user), body)
      if (result.outcome === 'invited') return result
      throw new HttpError(409, result.message, { email: [result.message] })
    },
    { config },
  )

  route(
    app,
    teamCalls.resendInvitation,
    async ({ params, user }) => {
      const refusal = await invitations.resend(requireCompany(user), Number(params.id))
      if (refusal) throw new HttpError(409, refusal)
      return { success: true, message: TEAM_MESSAGES.resent }
    },
    { config },
  )

  route(app, teamCalls.withdrawInvitation, async ({ params, user }) => {
    await invitations.withdraw(requireCompany(user), Number(params.id))
    return { success: true, message: TEAM_MESSAGES.withdrawn }
  })

  route(
    app,
    teamCalls.bulkInvite,
    async ({ body, user }) => ({ results: await invitations.inviteAll(requireCompany(user), body.people) }),
    { config },
  )

  route(app, teamCalls.assign, async ({ body, user }) => {
    await assignSeat(seats, requireCompany(user), body)
    return { success: true, message: TEAM_MESSAGES.assigned }
  })

  route(app, teamCalls.unassign, async ({ body, user }) => ({
    success: true,
    message: TEAM_MESSAGES.unassigned,
    undo_id: await unassignSeat(seats, requireCompany(user), body),
  }))

  route(app, teamCalls.undoUnassign, async ({ params, user }) => {
    await undoUnassign(seats, requireCompany(user), Number(params.id))
    return { success: true, message: TEAM_MESSAGES.unassignUndone }
  })

  route(app, teamCalls.removeStaff, async ({ params, user }) => {
    const { name, seatsReturned } = await removeStaff(seats, requireCompany(user), Number(params.id))
    return { success: true, message: staffRemoved(name, seatsReturned), seats_returned: seatsReturned }
  })

  route(app, teamCalls.invitation, async ({ body }) => invitations.details(body.token), { config })

  route(
    app,
    teamCalls.acceptInvite,
    async ({ body }) => ({
      ...(await invitations.acceptWithPassword(body)),
      message: 'Your password is set. Welcome to your team!',
    }),
    { config },
  )

  route(app, teamCalls.myInvitations, async ({ user }) => ({ invited: await invitations.isInvited(user) }))

  route(
    app,
    teamCalls.acceptJoin,
    async ({ body, user }) => {
      const joined = await invitations.join(user, body.token)
      return { user: joined.user, message: `You have joined ${joined.companyName}'s team.` }
    },
    { config },
  )

  route(
    app,
    teamCalls.declineJoin,
    async ({ body, user }) => {
      await invitations.decline(user, body.token)
      return { success: true, message: TEAM_MESSAGES.declined }
    },
    { config },
  )

  route(
    app,
    teamCalls.undoDecline,
    async ({ body, user }) => {
      await invitations.undoDecline(user, body.token)
      return { success: true, message: TEAM_MESSAGES.declineUndone }
    },
    { config },
  )

  route(app, teamCalls.myCourses, async ({ user }) => ({ data: await myCourses(db, user) }))

  route(app, teamCalls.startCourse, async ({ params, user }) => ({
    started_at: (await startCourse(db, user, Number(params.id))).toISOString(),
  }))
}
