import { z } from 'zod'
import { passwordText, REGISTER_PASSWORD_RULES, sessionResponse, user } from './auth'
import { emailAddress, endpoint, id, idParam, messageResponse, money, nameText, text } from './common'
import { MAX_BULK_INVITES } from './team-messages'

export {
  dailyInvitationCap,
  INVITATION_MAILS_PER_MAILBOX,
  INVITATION_REFUSAL_DAYS,
  INVITATION_RESEND_HOURS,
  INVITE_OUTCOME_TEXT,
  staffRemoved,
  MAX_BULK_INVITES,
  TEAM_MESSAGES,
  UNASSIGN_UNDO_GRACE_SECONDS,
  UNASSIGN_UNDO_SECONDS,
  waitBeforeResend,
} from './team-messages'

/** What became of one invitation: the outcomes a manager sees beside each name. */
export const inviteOutcome = z.enum(['invited', 'already_in_team', 'already_invited', 'limit_reached', 'invalid'])
export type InviteOutcome = z.infer<typeof inviteOutcome>

/**
 * One person to invite, checked the same way by the form, the bulk list and the server. The name
 * is quoted in the invitation mail, so it holds no link.
 */
export const inviteRequest = z.object({
  name: nameText('Name', 120),
  email: emailAddress,
})
export type InviteRequest = z.input<typeof inviteRequest>

/**
 * A pasted or uploaded list: each line is checked on its own (an invalid one is reported, not a
 * reason to refuse the rest), so the lines arrive as plain text.
 */
export const bulkInviteRequest = z.object({
  people: z
    .array(z.object({ name: z.string().max(1000), email: z.string().max(1000) }))
    .min(1, 'Add at least one person: a name and an email address on each line.')
    .max(MAX_BULK_INVITES, `Invite at most ${MAX_BULK_INVITES} people at a time.`),
})

export const inviteResult = z.object({
  name: z.string(),
  email: z.string(),
  outcome: inviteOutcome,
  message: z.string(),
})
export type InviteResult = z.infer<typeof inviteResult>

export const seatRow = z.object({
  course_id: id,
  course_name: z.string(),
  course_slug: z.string(),
  image: text,
  price: money,
  bought: z.number().int(),
  assigned: z.number().int(),
  free: z.number().int(),
})
export type SeatRow = z.infer<typeof seatRow>

export const staffAssignment = z.object({
  course_id: id,
  course_name: z.string(),
  assigned_at: z.string(),
  started_at: z.string().nullable(),
})
export type StaffAssignment = z.infer<typeof staffAssignment>

export const staffMember = z.object({
  id,
  name: z.string(),
  email: z.string(),
  courses: z.array(staffAssignment),
})
export type StaffMember = z.infer<typeof staffMember>

/** An invitation waiting for its person: not staff yet (no account, no seats) until accepted. */
export const pendingInvitation = z.object({
  id,
  name: z.string(),
  email: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
})
export type PendingInvitation = z.infer<typeof pendingInvitation>

export const teamResponse = z.object({
  company_name: z.string(),
  seats: z.array(seatRow),
  /** People who accepted: they can be given seats. */
  staff: z.array(staffMember),
  invitations: z.array(pendingInvitation),
})
export type Team = z.infer<typeof teamResponse>

export const seatRequest = z.object({ course_id: id, user_id: id })
export type SeatRequest = z.input<typeof seatRequest>

/** A seat taken back, with the id its Undo names while UNASSIGN_UNDO_GRACE_SECONDS last. */
export const unassignResponse = messageResponse.extend({ undo_id: id })
export type UnassignResponse = z.infer<typeof unassignResponse>

/** A leaver removed: how many of their unstarted seats came back to the company. */
export const removeStaffResponse = messageResponse.extend({ seats_returned: z.number().int().nonnegative() })
export type RemoveStaffResponse = z.infer<typeof removeStaffResponse>

export const invitationToken = z.string().trim().min(1, 'The invitation link is incomplete.').max(200)

/** Setting a password from an invitation: the registration's password rules, in their order. */
export const acceptInviteRequest = z
  .object({ token: invitationToken, password: passwordText, password_confirmation: passwordText })
  .superRefine((value, ctx) => {
    const failed = REGISTER_PASSWORD_RULES.find(([fails]) => fails(value))
    if (failed) ctx.addIssue({ code: 'custom', path: [failed[1]], message: failed[2] })
  })
export type AcceptInviteRequest = z.input<typeof acceptInviteRequest>

/**
 * Who an invitation is for, to the holder of its link. `account`: the address has an account, so
 * the page offers Accept and Decline to its holder once logged in, not a password. Only the link's
 * holder (who owns the mailbox) learns it; the company never does.
 */
export const invitationDetails = z.object({
  name: z.string(),
  email: z.string(),
  company_name: z.string(),
  account: z.boolean(),
})
export type InvitationDetails = z.infer<typeof invitationDetails>

/**
 * Whether an invitation to join a team is open for the signed-in account's address: a reminder
 * only, naming no company and no invitation, as registering never proved the mailbox (the mailed
 * link, which does, shows who invited them).
 */
export const invitationReminder = z.object({ invited: z.boolean() })
export type InvitationReminder = z.infer<typeof invitationReminder>

export const myCourse = z.object({
  course_id: id,
  slug: z.string(),
  name: z.string(),
  image: text,
  short_description: text,
  company_name: z.string(),
  assigned_at: z.string(),
  started_at: z.string().nullable(),
})
export type MyCourse = z.infer<typeof myCourse>

export const teamCalls = {
  team: endpoint({ method: 'GET', path: '/team', auth: 'required', response: teamResponse }),
  invite: endpoint({
    method: 'POST',
    path: '/team/invitations',
    auth: 'required',
    body: inviteRequest,
    response: inviteResult,
  }),
  bulkInvite: endpoint({
    method: 'POST',
    path: '/team/invitations/bulk',
    auth: 'required',
    body: bulkInviteRequest,
    response: z.object({ results: z.array(inviteResult) }),
  }),
  /** Mails a pending invitation again, once the wait since the last mail is over. */
  resendInvitation: endpoint({
    method: 'POST',
    path: '/team/invitations/:id/resend',
    auth: 'required',
    params: idParam,
    response: messageResponse,
  }),
  withdrawInvitation: endpoint({
    method: 'POST',
    path: '/team/invitations/:id/withdraw',
    auth: 'required',
    params: idParam,
    response: messageResponse,
  }),
  /** Whether an invitation to the signed-in account's own email is open: answered from its mailed link. */
  myInvitations: endpoint({
    method: 'GET',
    path: '/my/invitations',
    auth: 'required',
    response: invitationReminder,
  }),
  /**
   * Joins the company's team as staff; the answer holds the account as it is now. It takes the
   * mailed link's token and a session of the invited address: the link proves the mailbox, the
   * session the account (registering never proved an address).
   */
  acceptJoin: endpoint({
    method: 'POST',
    path: '/my/invitations/accept',
    auth: 'required',
    body: z.object({ token: invitationToken }),
    response: z.object({ user, message: z.string() }),
  }),
  /** Declines, with the same proofs as acceptJoin. */
  declineJoin: endpoint({
    method: 'POST',
    path: '/my/invitations/decline',
    auth: 'required',
    body: z.object({ token: invitationToken }),
    response: messageResponse,
  }),
  /** Undoes a decline from the same link while the invitation has not expired, with the same proofs. */
  undoDecline: endpoint({
    method: 'POST',
    path: '/my/invitations/undo-decline',
    auth: 'required',
    body: z.object({ token: invitationToken }),
    response: messageResponse,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/team/assign',
    auth: 'required',
    body: seatRequest,
    response: messageResponse,
  }),
  /** Takes back an unstarted seat; the answer's undo_id puts it back as it was, for a short while. */
  unassign: endpoint({
    method: 'POST',
    path: '/team/unassign',
    auth: 'required',
    body: seatRequest,
    response: unassignResponse,
  }),
  undoUnassign: endpoint({
    method: 'POST',
    path: '/team/unassign/:id/undo',
    auth: 'required',
    params: idParam,
    response: messageResponse,
  }),
  /**
   * Removes a leaver from the team: their unstarted seats come back, their account becomes their
   * own again, and their training record stays with the company.
   */
  removeStaff: endpoint({
    method: 'POST',
    path: '/team/staff/:id/remove',
    auth: 'required',
    params: idParam,
    response: removeStaffResponse,
  }),
  /** Who an invitation is for, so the accept page can greet them; the token travels in the body, not the URL. */
  invitation: endpoint({
    method: 'POST',
    path: '/invitation',
    body: z.object({ token: invitationToken }),
    response: invitationDetails,
  }),
  acceptInvite: endpoint({
    method: 'POST',
    path: '/accept-invite',
    body: acceptInviteRequest,
    response: sessionResponse,
  }),
  myCourses: endpoint({
    method: 'GET',
    path: '/my/courses',
    auth: 'required',
    response: z.object({ data: z.array(myCourse) }),
  }),
  /** Marks an assigned course as started, just before the learner opens it. */
  startCourse: endpoint({
    method: 'POST',
    path: '/my/courses/:id/start',
    auth: 'required',
    params: idParam,
    response: z.object({ started_at: z.string() }),
  }),
} as const
