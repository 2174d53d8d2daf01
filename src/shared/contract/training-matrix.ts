import { z } from 'zod'
import { TRAINING_STATUSES } from '../rules/training-status'
import { endpoint, id, money, text } from './common'

/** A course of the matrix: one the company holds seats of, or one its staff (or leavers) completed. */
export const matrixCourse = z.object({
  course_id: id,
  course_name: z.string(),
  course_slug: z.string(),
  image: text,
  price: money,
  /** How long a completion stays valid; null: it does not expire. */
  validity_months: z.number().int().nullable(),
})
export type MatrixCourse = z.infer<typeof matrixCourse>

/**
 * One staff member × course: assigned and/or completed (a course neither assigned nor completed
 * has no cell). `status` is the server's, at `as_of`: its clock decides what is due or expired.
 */
export const matrixCell = z.object({
  course_id: id,
  status: z.enum(TRAINING_STATUSES),
  assigned_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  certificate_number: z.string().nullable(),
})
export type MatrixCell = z.infer<typeof matrixCell>

export const matrixPerson = z.object({
  id,
  name: z.string(),
  email: z.string(),
  /** False for a leaver: their record stays on the company's matrix. */
  current: z.boolean(),
  cells: z.array(matrixCell),
})
export type MatrixPerson = z.infer<typeof matrixPerson>

export const trainingMatrix = z.object({
  company_name: z.string(),
  /** The server's now, which the statuses were worked out at. */
  as_of: z.string(),
  courses: z.array(matrixCourse),
  staff: z.array(matrixPerson),
})
export type TrainingMatrix = z.infer<typeof trainingMatrix>

export const trainingMatrixCalls = {
  /** The company's training matrix: staff × courses with each cell's status. */
  matrix: endpoint({ method: 'GET', path: '/team/training', auth: 'required', response: trainingMatrix }),
} as const
