import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { makePgliteTemplate } from '../helpers/database-templates'

/**
 * The seeded PGlite template the server tests copy (tests/helpers/test-database.ts), named to them
 * through `inject('pgliteTemplateDir')` and removed after the run.
 */
export default async function setup(project: TestProject) {
  const dir = await makePgliteTemplate()
  project.provide('pgliteTemplateDir', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
