import { sql } from 'drizzle-orm'
import type { TrainingMatrix } from '../../src/shared/contract/training-matrix'
import type { AuthUser } from '../auth/session'
import type { Database } from '../db/client'
import { trainingMatrixVersions } from '../db/schema'
import type { Clock } from '../lib/clock'
import { CompressedJson } from '../lib/compressed-text'
import { createTtlCache } from '../lib/ttl-cache'
import { trainingMatrix } from './training-matrix'
import { rowsOf } from '../db/rows'

/**
 * At most this many companies' matrices held by one instance (a 200 × 20 matrix is ~1 MB of JSON
 * and a tenth of that compressed); the least recently made goes first.
 */
const ENTRIES = 200
/**
 * A safety net only: the versions and the status instants below keep an entry exact, so this
 * bounds how long a matrix no one asks for stays in memory.
 */
const TTL_MS = 10 * 60 * 1000

/** The catalogue's row of training_matrix_versions (migration 0017): every matrix shows courses. */
const CATALOGUE = 0

interface Versions {
  company: number
  catalogue: number
}

interface Made {
  /** The clock's now the statuses were worked out at (the answer's `as_of`). */
  computedAt: number
  /** The first instant a status in it changes; Infinity when only a write can change it. */
  validUntil: number
  answer: CompressedJson<TrainingMatrix>
}

interface Entry {
  versions: Versions
  made: Promise<Made>
}

/**
 * The company's and the catalogue's matrix versions, which the database's triggers bump in the
 * same transaction as every write that can change the matrix (migration 0017).
 */
async function versionsOf(db: Database, companyId: number): Promise<Versions> {
  const v = trainingMatrixVersions
  const [row] = rowsOf<{ company: string | number | null; catalogue: string | number | null }>(
    await db.execute(sql`
      select
        (select ${v.version} from ${v} where ${v.companyId} = ${companyId}) as company,
        (select ${v.version} from ${v} where ${v.companyId} = ${CATALOGUE}) as catalogue`),
  )
  return { company: Number(row?.company ?? 0), catalogue: Number(row?.catalogue ?? 0) }
}

const sameVersions = (a: Versions, b: Versions) => a.company === b.company && a.catalogue === b.catalogue
const olderThan = (a: Versions, b: Versions) => a.company < b.company || a.catalogue < b.catalogue

/**
 * GET /team/training's answers, kept per company by this instance and never stale: an answer is
 * sent again only while the database's versions of that company's matrix and of the catalogue are
 * those it was made at, and while the clock stands between the instant its statuses were worked
 * out and the first instant one of them changes (a test clock moved back included).
 *
 * The versions are read BEFORE the matrix: a write that commits between the two is either in the
 * matrix already or bumps the version past the key, so an entry can be newer than its key but
 * never older. Requests that find the same entry being made wait for it instead of asking the
 * database again.
 */
export function createTrainingMatrixCache({ db, clock }: { db: Database; clock: Clock }) {
  const entries = createTtlCache<Entry>(TTL_MS, ENTRIES)

  const make = async (company: AuthUser, now: Date): Promise<Made> => {
    const { matrix, validUntil } = await trainingMatrix(db, company, now)
    return {
      computedAt: now.getTime(),
      validUntil: validUntil?.getTime() ?? Number.POSITIVE_INFINITY,
      answer: new CompressedJson(matrix),
    }
  }

  return async function matrixOf(company: AuthUser): Promise<CompressedJson<TrainingMatrix>> {
    const key = String(company.id)
    const versions = await versionsOf(db, company.id)
    const now = clock.now()
    const at = now.getTime()
    const held = entries.get(key)
    if (held && sameVersions(held.versions, versions)) {
      const made = await held.made.catch(() => undefined)
      if (made && made.computedAt <= at && at < made.validUntil) return made.answer
    }
    const made = make(company, now)
    // A request that read older versions than the entry now held does not push it out.
    const current = entries.get(key)
    if (!current || !olderThan(versions, current.versions)) {
      const entry = { versions, made }
      entries.set(key, entry)
      // A failure is not kept: the next request asks again.
      made.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
    }
    return (await made).answer
  }
}
