export interface ListedPerson {
  name: string
  email: string
}

/**
 * The CSV library (~7 KB gzip) loads the first time a list is read or written: this module is part
 * of the code every page runs at start, and only the team page uses it.
 */
export async function loadPapa() {
  return (await import('papaparse')).default
}

const HEADER_NAMES = new Set(['name', 'full name'])

/**
 * A value a spreadsheet would run as a formula gets a leading quote. papaparse's own pattern for
 * `escapeFormulae: true` ends at a line break, so a name on two lines would slip through.
 */
export const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A pasted list or an uploaded CSV: one person a line, `name, email` (quoted fields allowed, as
 * spreadsheets write them). Blank lines are skipped, and a first line naming the columns ("name,
 * email") is a header; every other line is sent as it is, so the server reports a bad one.
 */

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
