import { eq } from 'drizzle-orm'
import type { CertificateCheck } from '../../src/shared/contract/learning'
import { trainingStatus } from '../../src/shared/rules/training-status'
import type { AuthUser } from '../auth/session'
import type { Database } from '../db/client'
import { courseCompletions, courses, users } from '../db/schema'
import type { Clock } from '../lib/clock'

/** One certificate as it is printed: who, what, when, until when, and its number. */
export interface Certificate {
  number: string
  learnerName: string
  courseName: string
  cpdHours: number | null
  completedAt: Date
  expiresAt: Date | null
  /** The learner's account, and the company they were in when they completed (null for an individual). */
  userId: number
  companyId: number | null
}

async function findCertificate(db: Database, number: string): Promise<Certificate | null> {
  const [row] = await db
    .select({
      number: courseCompletions.certificateNumber,
      learnerName: users.name,
      courseName: courses.name,
      cpdHours: courses.cpdHours,
      completedAt: courseCompletions.completedAt,
      expiresAt: courseCompletions.expiresAt,
      userId: courseCompletions.userId,
      companyId: courseCompletions.companyId,
    })
    .from(courseCompletions)
    .innerJoin(users, eq(users.id, courseCompletions.userId))
    .innerJoin(courses, eq(courses.id, courseCompletions.courseId))
    .where(eq(courseCompletions.certificateNumber, number))
  return row ?? null
}

/**
 * What /verify/{number} shows: the learner's name, the course, when it was completed and whether
 * it is still valid at the clock's now. Nothing else (no email, company or score); null for a
 * number no certificate has.
 */
export async function checkCertificate(db: Database, clock: Clock, number: string): Promise<CertificateCheck | null> {
  const certificate = await findCertificate(db, number)
  if (!certificate) return null
  const status = trainingStatus(
    { startedAt: certificate.completedAt, completedAt: certificate.completedAt, expiresAt: certificate.expiresAt },
    clock.now(),
  )
  return {
    certificate_number: certificate.number,
    learner_name: certificate.learnerName,
    course_name: certificate.courseName,
    completed_at: certificate.completedAt.toISOString(),
    expires_at: certificate.expiresAt?.toISOString() ?? null,
    status: status === 'due' || status === 'expired' ? status : 'valid',
  }
}

/**
 * A certificate for its PDF, to the learner it names and to the company account recorded on the
 * completion (the manager, also after the learner has left); null for anyone else, as for an
 * unknown number, so a number tells a stranger nothing.
 */
export async function certificateFor(db: Database, user: AuthUser, number: string): Promise<Certificate | null> {
  const certificate = await findCertificate(db, number)
  if (!certificate) return null
  const mine = certificate.userId === user.id
  const myCompany = user.role === 'company' && certificate.companyId === user.id
  return mine || myCompany ? certificate : null
}
