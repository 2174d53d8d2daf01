import { z } from 'zod'
import { TRAINING_STATUSES } from '../rules/training-status'
import { certificateNumberParam } from './certificate'
import { endpoint, id } from './common'

/** How a learner came to a course: their company gave them a seat, or they bought it themselves. */
const courseSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('company'), company_name: z.string(), assigned_at: z.string() }),
  z.object({ kind: z.literal('order'), bought_at: z.string() }),
])

/** The latest completion of a course, with its certificate. */
export const completionSummary = z.object({
  completed_at: z.string(),
  /** Null when the course does not expire. */
  expires_at: z.string().nullable(),
  certificate_number: z.string(),
})

/** One course on a learner's "My courses". `status` is the server's, at the server's now. */
export const learnerCourse = z.object({
  course_id: id,
  slug: z.string(),
  name: z.string(),
  source: courseSource,
  started_at: z.string().nullable(),
  completion: completionSummary.nullable(),
  status: z.enum(TRAINING_STATUSES),
})
export type LearnerCourse = z.infer<typeof learnerCourse>

/**
 * What /verify/{number} may say of a certificate, and nothing more: no email, no company, no
 * score. `status` is `valid`, `due` (still valid, renewal near) or `expired`.
 */
export const certificateCheck = z.object({
  certificate_number: z.string(),
  learner_name: z.string(),
  course_name: z.string(),
  completed_at: z.string(),
  expires_at: z.string().nullable(),
  status: z.enum(['valid', 'due', 'expired']),
})
export type CertificateCheck = z.infer<typeof certificateCheck>

export const learningCalls = {
  /** Every course the signed-in learner may take: bought (an individual's paid orders) or assigned (staff). */
  myCourses: endpoint({
    method: 'GET',
    path: '/my/learning',
    auth: 'required',
    response: z.object({ data: z.array(learnerCourse) }),
  }),
  /** Public: confirms a certificate by its number; an unknown number is a 404 and says nothing else. */
  verifyCertificate: endpoint({
    method: 'GET',
    path: '/verify/:number',
    params: z.object({ number: certificateNumberParam }),
    response: certificateCheck,
  }),
} as const

/**
 * What a learning platform reports to POST /api/learning/completions (README, "Completions from a
 * learning platform"): one event, named by the platform's own id, about one learner (by email or
 * account id) and one course (by slug or id). Signed; the server (server/learning/platform-events.ts)
 * checks the signature before it reads this.
 */
export const learningEvent = z
  .object({
    event_id: z
      .string()
      .trim()
      .min(1, 'Give the event an id.')
      .max(200, 'Event ids are at most 200 characters.')
      .regex(/^[\x21-\x7e]+$/, 'Event ids are printable ASCII without spaces.'),
    type: z.enum(['started', 'completed'], { error: 'The type is "started" or "completed".' }),
    learner_email: z.string().trim().toLowerCase().max(200).optional(),
    learner_id: id.optional(),
    course_slug: z.string().trim().max(200).optional(),
    course_id: id.optional(),
    /** The score out of 100, for a completion. */
    score: z.number().int('The score is a whole number.').min(0).max(100, 'The score is 0 to 100.').optional(),
    /** When it happened on the platform (ISO 8601); now when left out. Never in the future. */
    occurred_at: z.iso.datetime({ offset: true, error: 'occurred_at is an ISO 8601 date and time.' }).optional(),
  })
  .refine((event) => (event.learner_email === undefined) !== (event.learner_id === undefined), {
    message: 'Name the learner by learner_email or learner_id (one of them).',
    path: ['learner_email'],
  })
  .refine((event) => (event.course_slug === undefined) !== (event.course_id === undefined), {
    message: 'Name the course by course_slug or course_id (one of them).',
    path: ['course_slug'],
  })
export type LearningEvent = z.infer<typeof learningEvent>
