import type { Team } from '../../../shared/contract/team'

export interface ListedPerson {
  name: string
  email: string
}

/**
 * The CSV library (~7 KB gzip) loads the first time a list is read or written: this module is part
 * of the code every page runs at start, and only the team page uses it.
 */
async function loadPapa() {
  return (await import('papaparse')).default
}

const HEADER_NAMES = new Set(['name', 'full name'])

/**
 * A pasted list or an uploaded CSV: one person a line, `name, email` (quoted fields allowed, as
 * spreadsheets write them). Blank lines are skipped, and a first line naming the columns ("name,
 * email") is a header; every other line is sent as it is, so the server reports a bad one.
 */
/**
 * A value a spreadsheet would run as a formula gets a leading quote. papaparse's own pattern for
 * `escapeFormulae: true` ends at a line break, so a name on two lines would slip through.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export async function parseStaffList(text: string): Promise<ListedPerson[]> {
  const Papa = await loadPapa()
  const { data } = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy' })
  const people = data.map(([name = '', email = '', ...rest]) => ({
    name: name.trim(),
    // A line with more than two fields keeps them in the email, so the server calls it invalid.
    email: [email, ...rest].join(',').trim(),
  }))
  const first = people[0]
  if (first && HEADER_NAMES.has(first.name.toLowerCase()) && first.email.toLowerCase() === 'email') people.shift()
  return people
}

export const OVERVIEW_COLUMNS = ['Name', 'Email', 'Course', 'Assigned on', 'Started on'] as const

/**
 * One row per staff member and assigned course, and one, with the course left empty, for each
 * member with none: the file lists the whole team (an inspector asks about the untrained too).
 * Dates as YYYY-MM-DD, which spreadsheets read as dates.
 */
export function overviewRows(team: Pick<Team, 'staff'>): string[][] {
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '')
  return team.staff.flatMap((person) =>
    person.courses.length === 0
      ? [[person.name, person.email, '', '', '']]
      : person.courses.map((course) => [
      person.name,
      person.email,
      course.course_name,
      day(course.assigned_at),
      day(course.started_at),
    ]),
  )
}

/**
 * The training overview as CSV (name, email, course, assigned on, started on). A leading =, +, -
 * or @ is quoted away, so a name cannot run as a formula when the file is opened in a spreadsheet.
 */
export async function overviewCsv(team: Pick<Team, 'staff'>): Promise<string> {
  const Papa = await loadPapa()
  return Papa.unparse({ fields: [...OVERVIEW_COLUMNS], data: overviewRows(team) }, { escapeFormulae: FORMULA_START })
}
