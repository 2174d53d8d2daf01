import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { users } from '../db/schema'
import { createPasswordHasher } from './password'

/** The demo logins documented in the README; every one has this password. */
export const DEMO_PASSWORD = 'CarewiseDemo1'

const COMPANY = 'Sunrise Care Homes Ltd'
const base = { country: 'United Kingdom', address: '' }

export const DEMO_ACCOUNTS = {
  learner: {
    ...base,
    name: 'Olivia Bennett',
    email: 'learner@carewise.example',
    phone: '7700900101',
    city: 'Leeds',
    role: 'individual',
    companyName: '',
  },
  manager: {
    ...base,
    name: 'Priya Shah',
    email: 'manager@sunrise-care.example',
    phone: '7700900102',
    city: 'Manchester',
    role: 'company',
    companyName: COMPANY,
  },
  amy: {
    ...base,
    name: 'Amy Clarke',
    email: 'amy@sunrise-care.example',
    phone: '7700900103',
    city: 'Manchester',
    role: 'individual',
    companyName: COMPANY,
  },
  ben: {
    ...base,
    name: 'Ben Okafor',
    email: 'ben@sunrise-care.example',
    phone: '7700900104',
    city: 'Salford',
    role: 'individual',
    companyName: COMPANY,
  },
} as const

/**
 * Adds the demo accounts that are missing (an individual, a company and its two sub-users), so it
 * can run again safely. Existing accounts, and passwords changed since, are left alone.
 */
export async function seedAccounts(db: Database, { logN }: { logN?: number } = {}): Promise<number> {
  const hasher = createPasswordHasher({ logN })
  const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email)
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((row) => row.email),
  )
  let added = 0
  const insert = async (account: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS], parent: number) => {
    if (existing.has(account.email)) return
    const rows = await db
      .insert(users)
      .values({ ...account, parent, passwordHash: await hasher.hash(DEMO_PASSWORD) })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id })
    added += rows.length
  }
  await insert(DEMO_ACCOUNTS.learner, 0)
  await insert(DEMO_ACCOUNTS.manager, 0)
  const [company] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.manager.email))
  if (company) {
    await insert(DEMO_ACCOUNTS.amy, company.id)
    await insert(DEMO_ACCOUNTS.ben, company.id)
  }
  return added
}
