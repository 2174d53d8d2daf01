/**
 * The team's user-facing messages and limits, kept apart from the schemas so that code running at
 * start (the /team route's guard) does not load zod for them.
 */

export const MAX_BULK_INVITES = 200

/** "1 seat", "4 seats". */
export const seatCount = (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'}`

/**
 * The largest CSV file the bulk invitation reads (64 KB). 200 lines of the longest name and email
 * the invitation accepts (120 and 200 characters) come to 64,800 bytes, and a real list is a fifth
 * of that; sent as JSON, such a list stays under the server's 100 kB body limit (BODY_LIMIT in
 * server/app.ts). A larger file is the wrong file, refused before it is read and parsed.
 */
export const MAX_STAFF_LIST_BYTES = 64 * 1024

/**
 * Invitation mails one mailbox receives in 24 hours, from all companies together: a victim's
 * inbox is not flooded by throwaway companies or by victim+a@, victim+b@ variants.
 */
export const INVITATION_MAILS_PER_MAILBOX = 3

/** After its owner declines, a company's invitations to a mailbox send no mail for this many days. */
export const INVITATION_REFUSAL_DAYS = 180

const ALREADY_JOINED = 'You’ve already joined your team with this invitation.'

export const TEAM_MESSAGES = {
  companyOnly: 'Only company accounts have a team. Your dashboard shows your own training.',
  noSeatsLeft: 'No seats left for this course.',
  alreadyAssigned: 'This person already has a seat on this course.',
  notInTeam: 'This person is not in your team.',
  notAssigned: 'This person has no seat on this course.',
  alreadyStarted: 'This person has started the course, so the seat cannot be taken back.',
  assigned: 'Seat assigned. They get an email saying how to start.',
  unassigned: 'Seat taken back.',
  chooseStaff: 'Choose a staff member first.',
  unassignUndone: 'Undone: the seat is theirs again, as it was.',
  tooLateToUndo: 'Too late to undo. Assign the seat again if you still want them to have it.',
  invitationInvalid:
    'This invitation link is invalid, has expired or has been used. Ask your manager to invite you again.',
  /** A link already accepted, opened again (signed out: the usual case, on another device). */
  invitationAccepted: `${ALREADY_JOINED} Log in to see your training.`,
  alreadyJoined: ALREADY_JOINED,
  notYourCourse: 'This course has not been assigned to you.',
  invited: 'Invitation sent.',
  /**
   * The next step for an address that may already have an account, said to every invite alike:
   * the company is never told whether an address has an account elsewhere.
   */
  inviteNextStep:
    'If they already have an account with us, they log in with this email address and accept from the link in the email; their account then joins your team.',
  resent: 'Invitation sent again.',
  pendingAlready: 'Invitation already sent. Use Resend in the staff list to send it again.',
  invitationGone: 'This invitation has been withdrawn, declined or has expired.',
  notYourInvitation:
    'This invitation was sent to another email address. Log out, log in with the address it was sent to and open the link again.',
  withdrawn: 'Invitation withdrawn.',
  declined: 'Invitation declined.',
  declineUndone: 'Decline undone. You can accept or decline the invitation again.',
  cannotJoin: 'Your account cannot join a team: it is a company account or already part of a team.',
  accountExists: 'An account with this email already exists. Log in, then open the link in the email again to accept.',
  mailboxFull: `Not sent: this address has had as many invitations today as we send (${INVITATION_MAILS_PER_MAILBOX}). Try again tomorrow.`,
  staffListTooLarge: `This file is too large (over ${MAX_STAFF_LIST_BYTES / 1024} KB). A list of up to ${MAX_BULK_INVITES} people is far smaller: check that you chose the right file.`,
} as const

/**
 * How long the Undo after Unassign is shown. The server keeps the taken-back seat a little longer
 * (UNASSIGN_UNDO_GRACE_SECONDS), so that a tap in the last second over a slow connection still counts.
 */
export const UNASSIGN_UNDO_SECONDS = 10
export const UNASSIGN_UNDO_GRACE_SECONDS = 30

/** A leaver removed, with the seats that came back to the company. */
export const staffRemoved = (name: string, seatsReturned: number) =>
  `${name} is no longer in your team. ${
    seatsReturned === 0
      ? 'No seats came back: they had started every course they had.'
      : `${seatsReturned} unstarted ${seatsReturned === 1 ? 'seat is' : 'seats are'} free again.`
  } Their training record stays in your overview.`

/** Hours between two invitation mails to one person from one company, however often Invite is pressed. */
export const INVITATION_RESEND_HOURS = 24

/** The wait, said with the moment another mail may go (the server writes it in UK time). */
export const waitBeforeResend = (when: string) =>
  `Invitation already sent to this address. You can send it again from ${when}.`

/** A company's invitation mails per day (UTC) are capped (TEAM_INVITATION_MAILS_PER_DAY). */
export const dailyInvitationCap = (cap: number) =>
  `Your company has sent today's ${cap} invitation emails, the most a day allows. Invite more tomorrow.`

/**
 * The outcomes of an invitation, as a manager reads them beside each name. None says whether the
 * address has an account elsewhere: a company learns only about its own team and invitations.
 */
export const INVITE_OUTCOME_TEXT = {
  invited: 'Invited',
  already_in_team: 'Already in your team',
  already_invited: 'Already invited',
  limit_reached: 'Not sent',
  invalid: 'Invalid',
} as const
