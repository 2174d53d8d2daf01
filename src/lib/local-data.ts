/**
 * How features reach the IndexedDB database (lib/db.ts). Dexie is ~30 KB gzip, and on a first
 * visit nothing is stored yet: until this browser holds our database, reads answer "nothing"
 * without loading it, and the code arrives with the first thing the user keeps.
 */
import { useEffect, useRef, useState } from 'react'
import type { CarewiseDb } from './db'
import { DB_NAME } from './db-name'

type DbModule = typeof import('./db')

/** Dexie announces every write on this channel to the other tabs (its STORAGE_MUTATED_DOM_EVENT_NAME). */
const DEXIE_CHANNEL = 'x-storagemutated-1'

let loaded: DbModule | undefined
let loading: Promise<DbModule> | undefined
const waiting = new Set<(module: DbModule) => void>()
let otherTabs: BroadcastChannel | undefined

function loadDb(): Promise<DbModule> {
  loading ??= import('./db').then(
    (module) => {
      loaded = module
      otherTabs?.close()
      for (const notify of waiting) notify(module)
      waiting.clear()
      return module
    },
    (error: unknown) => {
      // Offline before the app was cached, say: the next use tries again.
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Until this tab loads the database, a write in another tab (Dexie announces each one) loads it here. */
function followOtherTabs(): void {
  if (otherTabs || loaded || typeof BroadcastChannel === 'undefined') return
  otherTabs = new BroadcastChannel(DEXIE_CHANNEL)
  otherTabs.onmessage = () => void loadDb().catch(() => undefined)
}

/** The database, loading its code on first use. Every write goes through here. */
export async function openDb(): Promise<CarewiseDb> {
  return (await loadDb()).db
}

/** A read that is `absent` while this browser holds no database, without loading Dexie or creating one. */
export async function readDb<T>(query: (db: CarewiseDb) => Promise<T>, absent: T): Promise<T> {
  if (!loaded && !(await mayHaveStoredData())) return absent
  return query(await openDb())
}

/** Runs `callback` once the database's code has loaded: now, or when something first uses it. */
export function whenDbLoaded(callback: () => void): void {
  if (loaded) callback()
  else waiting.add(callback)
}

let storedCheck: Promise<boolean> | undefined

/** Whether this browser may hold our database already; true when the browser cannot tell. */
export function mayHaveStoredData(): Promise<boolean> {
  storedCheck ??= (async () => {
    if (typeof indexedDB === 'undefined') return false
    if (typeof indexedDB.databases !== 'function') return true
    try {
      return (await indexedDB.databases()).some((database) => database.name === DB_NAME)
    } catch {
      return true
    }
  })()
  return storedCheck
}

/** Loads the database now if this browser already holds it (for work left from an earlier visit). */
export async function openDbIfStored(): Promise<void> {
  if (await mayHaveStoredData()) await loadDb()
}

interface Watcher<T> {
  next: (value: T) => void
  error: (error: unknown) => void
}

/**
 * Watches a query, live across tabs (Dexie's `liveQuery`). While nothing is stored, `absent` is
 * the answer and Dexie stays unloaded until this tab or another one writes.
 */
export function watchDb<T>(query: (db: CarewiseDb) => Promise<T>, absent: T, watcher: Watcher<T>): () => void {
  let stopped = false
  let subscription: { unsubscribe(): void } | undefined
  const start = ({ db, liveQuery }: DbModule) => {
    if (stopped || subscription) return
    subscription = liveQuery(() => query(db)).subscribe(watcher)
  }
  if (loaded) start(loaded)
  else {
    followOtherTabs()
    void mayHaveStoredData().then((stored) => {
      if (stopped) return
      if (stored || loaded) return void loadDb().then(start, watcher.error)
      watcher.next(absent)
      waiting.add(start)
    })
  }
  return () => {
    stopped = true
    subscription?.unsubscribe()
    waiting.delete(start)
  }
}

/**
 * Reads of this device's data that a shown component still waits for (`useDbQuery` before its
 * first answer has rendered): a control that needs one — "Book Now" needs the course's draft — is unavailable
 * meanwhile, so the app is not ready to be used until they have answered (first-paint/settled.ts).
 */
let unanswered = 0
let onAnswered: (() => void)[] = []

/** Counts one read as awaited; the returned function, called once or more, counts it answered. */
function awaitAnswer(): () => void {
  unanswered += 1
  let done = false
  return () => {
    if (done) return
    done = true
    unanswered -= 1
    if (unanswered > 0) return
    const waiting = onAnswered
    onAnswered = []
    for (const resolve of waiting) resolve()
  }
}

/** Resolves once no shown component waits for its first read of this device's data. */
export function whenDbReadsAnswered(): Promise<void> {
  if (unanswered === 0) return Promise.resolve()
  return new Promise((resolve) => onAnswered.push(resolve))
}

/**
 * A live query for a component: `undefined` while loading, then its answer (`absent` when this
 * browser has stored nothing). Re-runs when `deps` change, like dexie-react-hooks' `useLiveQuery`,
 * which is not used because it would load Dexie with the component.
 */
export function useDbQuery<T>(
  query: (db: CarewiseDb) => Promise<T>,
  deps: readonly unknown[],
  absent: T,
): T | undefined {
  // The answer belongs to the deps it was read for: another course's draft is never shown.
  const key = JSON.stringify(deps)
  const [state, setState] = useState<{ key: string } & ({ value: T } | { error: unknown })>()
  // A read counts as answered once its answer has been rendered (the effect below), not when it
  // arrives: the app says it is ready when none is waiting, and a control that needs the answer
  // ("Book Now", "Save for offline") must be usable by then. (An error unmounts the component, whose
  // clean-up counts it.)
  const answered = useRef<() => void>(undefined)
  useEffect(
    () => {
      answered.current = awaitAnswer()
      const stop = watchDb(query, absent, {
        next: (value) => setState({ key, value }),
        error: (error) => setState({ key, error }),
      })
      return () => {
        answered.current?.()
        stop()
      }
    },
    // The query is written inline by its caller; its inputs are the deps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  )
  useEffect(() => {
    if (state?.key === key) answered.current?.()
  }, [state, key])
  if (state?.key !== key) return undefined
  if ('error' in state) throw state.error
  return state.value
}
