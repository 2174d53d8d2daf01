import type { MatrixCell, MatrixCourse, TrainingMatrix } from '@/shared/contract/training-matrix'
import { TRAINING_STATUS_WORDS } from '@/shared/rules/training-status'
import { FORMULA_START, loadPapa } from './csv'

/** A staff member's cell for a course, or undefined when it is neither assigned nor completed. */
export const cellOf = (person: TrainingMatrix['staff'][number], courseId: number): MatrixCell | undefined =>
  person.cells.find((cell) => cell.course_id === courseId)

export const NOT_ASSIGNED = 'Not assigned'

/** The cell's status in words, as the matrix, its CSV and its printout say it. */
export const statusWords = (cell: MatrixCell | undefined) => (cell ? TRAINING_STATUS_WORDS[cell.status] : NOT_ASSIGNED)

/** A status that asks for renewal: what Renew buys seats for and "Due or expired only" keeps. */
const needsRenewal = (status: MatrixCell['status'] | undefined) => status === 'due' || status === 'expired'

/** Whether any of the person's training is due or expired. */
export const hasTrainingDue = (person: TrainingMatrix['staff'][number]): boolean =>
  person.cells.some((cell) => needsRenewal(cell.status))

/** What Renew puts in the cart: for each course, a seat for every current staff member due or expired. */
export interface RenewalLine {
  course: MatrixCourse
  quantity: number
}

export function renewalLines(matrix: Pick<TrainingMatrix, 'courses' | 'staff'>): RenewalLine[] {
  return matrix.courses.flatMap((course) => {
    const quantity = matrix.staff.filter((person) => {
      // A leaver's training is kept for the record; the company renews only its current staff's.
      return person.current && needsRenewal(cellOf(person, course.course_id)?.status)
    }).length
    return quantity > 0 ? [{ course, quantity }] : []
  })
}

export const MATRIX_CSV_COLUMNS = [
  'Name',
  'Email',
  'In the team',
  'Course',
  'Status',
  'Assigned on',
  'Started on',
  'Completed on',
  'Certificate number',
  'Expires on',
] as const

/**
 * The matrix as rows for its CSV, the evidence an inspector asks for: every staff member (and
 * leaver) × every course of the matrix, "Not assigned" included, so the untrained are listed too;
 * a person with no course at all still gets one row. Dates as YYYY-MM-DD, which spreadsheets read
 * as dates.
 */
export function matrixRows(matrix: Pick<TrainingMatrix, 'courses' | 'staff'>): string[][] {
  const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '')
  return matrix.staff.flatMap((person) => {
    const who = [person.name, person.email, person.current ? 'Yes' : 'Left']
    if (matrix.courses.length === 0) return [[...who, '', '', '', '', '', '', '']]
    return matrix.courses.map((course) => {
      const cell = cellOf(person, course.course_id)
      return [
        ...who,
        course.course_name,
        statusWords(cell),
        day(cell?.assigned_at),
        day(cell?.started_at),
        day(cell?.completed_at),
        cell?.certificate_number ?? '',
        day(cell?.expires_at),
      ]
    })
  })
}

/**
 * The training matrix as CSV. A leading =, +, - or @ is quoted away, so a name cannot run as a
 * formula when the file is opened in a spreadsheet.
 */
export async function matrixCsv(matrix: Pick<TrainingMatrix, 'courses' | 'staff'>): Promise<string> {
  const Papa = await loadPapa()
  return Papa.unparse(
    { fields: [...MATRIX_CSV_COLUMNS], data: matrixRows(matrix) },
    { escapeFormulae: FORMULA_START },
  )
}
