import { sql } from 'drizzle-orm'
import type { MatrixCell, MatrixPerson, TrainingMatrix } from '../../src/shared/contract/training-matrix'
import { fromPence } from '../../src/shared/money'
import { trainingStatus } from '../../src/shared/rules/training-status'
import type { AuthUser } from '../auth/session'
import type { Database } from '../db/client'
import type { Clock } from '../lib/clock'

/** drizzle's `execute` answers rows as an array (postgres.js) or under `rows` (PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

/** Timestamps come back as text from a raw query on PostgreSQL and as Date on PGlite. */
const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value)
const iso = (value: Date | null) => (value === null ? null : value.toISOString())

interface CellRow {
  user_id: number
  user_name: string
  email: string
  current: boolean
  course_id: number | null
  assigned_at: Date | string | null
  started_at: Date | string | null
  completed_at: Date | string | null
  expires_at: Date | string | null
  certificate_number: string | null
}

interface CourseRow {
  id: number
  name: string
  slug: string
  image: string
  price_pence: number
  validity_months: number | null
}

/**
 * GET /team/training: the company's staff × courses with each cell's status at the clock's now.
 * Two queries whatever the team's size: the courses (those it holds seats of, and those its people
 * completed with it), and one row per person and course (assignment and latest completion side by
 * side; a person with neither gets one row with no course, so everyone is listed).
 *
 * Who is on it: the company's staff, with their latest completion of each course wherever they did
 * it (a carer trained elsewhere is trained); and leavers, with only what they completed while in
 * this company (course_completions.company_id), never what they did after.
 */
export async function trainingMatrix(db: Database, company: AuthUser, clock: Clock): Promise<TrainingMatrix> {
  const now = clock.now()
  const courseRows = rowsOf<CourseRow>(
    await db.execute(sql`
      select c.id, c.name, c.slug, c.image, c.price_pence, c.validity_months
      from courses c
      where c.id in (
        select course_id from company_seats where company_id = ${company.id}
        union
        select course_id from course_completions where company_id = ${company.id}
      )
      order by c.name, c.id`),
  )
  const cellRows = rowsOf<CellRow>(
    await db.execute(sql`
      with people as (
        select u.id, u.name, u.email, true as current
        from users u
        where u.parent = ${company.id} and u.role = 'individual'
        union
        select u.id, u.name, u.email, false
        from users u
        where u.id in (select user_id from course_completions where company_id = ${company.id})
          and u.parent <> ${company.id}
      ),
      latest as (
        select distinct on (cc.user_id, cc.course_id)
          cc.user_id, cc.course_id, cc.completed_at, cc.expires_at, cc.certificate_number
        from course_completions cc
        join people p on p.id = cc.user_id
        where p.current or cc.company_id = ${company.id}
        order by cc.user_id, cc.course_id, cc.completed_at desc, cc.id desc
      ),
      assigned as (
        select sa.user_id, sa.course_id, sa.assigned_at, sa.started_at
        from seat_assignments sa
        where sa.company_id = ${company.id}
      ),
      cells as (
        select coalesce(a.user_id, l.user_id) as user_id, coalesce(a.course_id, l.course_id) as course_id,
          a.assigned_at, a.started_at, l.completed_at, l.expires_at, l.certificate_number
        from assigned a
        full join latest l on l.user_id = a.user_id and l.course_id = a.course_id
      )
      select p.id as user_id, p.name as user_name, p.email, p.current, cells.course_id,
        cells.assigned_at, cells.started_at, cells.completed_at, cells.expires_at, cells.certificate_number
      from people p
      left join cells on cells.user_id = p.id
      order by p.current desc, p.name, p.id`),
  )
  const staff: MatrixPerson[] = []
  const byId = new Map<number, MatrixPerson>()
  for (const row of cellRows) {
    let person = byId.get(row.user_id)
    if (!person) {
      person = { id: row.user_id, name: row.user_name, email: row.email, current: Boolean(row.current), cells: [] }
      byId.set(row.user_id, person)
      staff.push(person)
    }
    if (row.course_id === null) continue
    const facts = {
      startedAt: asDate(row.started_at),
      completedAt: asDate(row.completed_at),
      expiresAt: asDate(row.expires_at),
    }
    const cell: MatrixCell = {
      course_id: row.course_id,
      status: trainingStatus(facts, now),
      assigned_at: iso(asDate(row.assigned_at)),
      started_at: iso(facts.startedAt),
      completed_at: iso(facts.completedAt),
      expires_at: iso(facts.expiresAt),
      certificate_number: row.certificate_number,
    }
    person.cells.push(cell)
  }
  return {
    company_name: company.companyName || company.name,
    as_of: now.toISOString(),
    courses: courseRows.map((row) => ({
      course_id: row.id,
      course_name: row.name,
      course_slug: row.slug,
      image: row.image,
      price: fromPence(Number(row.price_pence)),
      validity_months: row.validity_months,
    })),
    staff,
  }
}
