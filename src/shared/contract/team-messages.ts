/**
 * The team's user-facing messages and limits, kept apart from the schemas so that code running at
 * start (the /team route's guard) does not load zod for them.
 */

export const TEAM_MESSAGES = {
  companyOnly: 'Only company accounts have a team. Your dashboard shows your own training.',
  noSeatsLeft: 'No seats left for this course.',
  alreadyAssigned: 'This person already has a seat on this course.',
  notInTeam: 'This person is not in your team.',
  notAssigned: 'This person has no seat on this course.',
  alreadyStarted: 'This person has started the course, so the seat cannot be taken back.',
  assigned: 'Seat assigned.',
  unassigned: 'Seat taken back.',
  invitationInvalid:
    'This invitation link is invalid, has expired or has been used. Ask your manager to invite you again.',
  notYourCourse: 'This course has not been assigned to you.',
} as const

export const MAX_BULK_INVITES = 200

/** The four outcomes of an invitation, as a manager reads them beside each name. */
export const INVITE_OUTCOME_TEXT = {
  invited: 'Invited',
  already_in_team: 'Already in your team',
  email_taken: 'Email used by another account',
  invalid: 'Invalid',
} as const
