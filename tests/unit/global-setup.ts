import { makePgliteTemplate } from '../helpers/database-templates'

/** The seeded PGlite template the server tests copy (tests/helpers/test-database.ts). */
export default async function setup() {
  await makePgliteTemplate()
}
