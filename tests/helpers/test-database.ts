import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type DatabaseHandle } from '../../server/db/client'

/** A migrated, seeded PGlite data directory made once per test run by tests/unit/global-setup.ts. */
export const TEMPLATE_DIR = join(process.cwd(), '.tmp', 'test-db-template')

/** A private copy of the seeded template, so test files can write without seeing each other. */
export async function openTestDatabase(): Promise<DatabaseHandle & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'carewise-test-db-'))
  cpSync(TEMPLATE_DIR, dir, { recursive: true })
  const handle = await openDatabase({ dataDir: dir })
  return {
    ...handle,
    dir,
    close: async () => {
      await handle.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
