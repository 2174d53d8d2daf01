/** Why a job was not taken: its client, or the whole queue, already has as many as it may. */
export class QueueFullError extends Error {
  constructor(readonly scope: 'client' | 'queue') {
    super(`the ${scope}'s share of the queue is full`)
  }
}

export interface FairQueueOptions {
  /** Jobs running at once. */
  concurrency: number
  /** Jobs one client may have running at once: below `concurrency`, a slot stays free for others. */
  perClientRunning: number
  /** Jobs one client may have waiting or running; one more is refused. */
  perClient: number
  /** Of those, how many are the client's own: taken whatever other clients hold (within `ceiling`). */
  reserved: number
  /** Jobs beyond their `reserved` all clients together may hold; one more that cannot start at once is refused. */
  total: number
  /** Jobs waiting in all, never more, however many clients ask: the bound on memory. */
  ceiling: number
}

interface Job<T> {
  readonly key: string
  readonly work: () => Promise<T>
  /** The clients that want it, each with how many of its requests do. */
  readonly wanted: Map<string, number>
  /** Also wanted by background work (`idle`). */
  background: boolean
  running: boolean
  /** The client in whose share it runs; none for background work. */
  runsFor?: string
  readonly result: Promise<T>
  readonly resolve: (value: T) => void
  readonly reject: (reason: unknown) => void
}

/**
 * Runs jobs `concurrency` at a time, shared fairly between clients: a free slot goes to the client
 * with the fewest jobs running (the one that waited longest among equals), not to the oldest job,
 * and one client runs at most `perClientRunning` at once, so a visitor's request starts at once
 * or next however many a flooding client has queued before it. Background jobs (`idle`) run one
 * at a time, only when no client's job is waiting.
 *
 * Jobs have keys: a client asking for a job that is already waiting joins it, and the job then sits
 * in that client's share too and runs at whichever turn comes first; a job waiting for no one any
 * more (every request for it aborted) is dropped before it runs.
 */
export function fairQueue<T>({ concurrency, perClientRunning, perClient, reserved, total, ceiling }: FairQueueOptions) {
  /** Every job waiting or running, by key. */
  const jobs = new Map<string, Job<T>>()
  /** Each client's waiting jobs; the Map's order is the order clients last got a slot. */
  const waiting = new Map<string, Job<T>[]>()
  /** Jobs each client wants, waiting or running. */
  const held = new Map<string, number>()
  /** Jobs running in each client's share. */
  const running = new Map<string, number>()
  /** Jobs in at least one client's share, not yet running. */
  let waitingCount = 0
  let runningCount = 0
  /** Jobs only background work wants, not yet running. */
  const background: Job<T>[] = []
  let backgroundRunning = false

  const count = (counts: Map<string, number>, client: string, by: number) => {
    const next = (counts.get(client) ?? 0) + by
    if (next === 0) counts.delete(client)
    else counts.set(client, next)
  }
  const runningFor = (client: string) => running.get(client) ?? 0
  const heldBy = (client: string) => held.get(client) ?? 0
  /** The places taken beyond the clients' own. */
  const pooled = () => {
    let sum = 0
    for (const jobsHeld of held.values()) sum += Math.max(0, jobsHeld - reserved)
    return sum
  }
  const unqueue = (client: string, job: Job<T>) => {
    const queue = waiting.get(client)
    if (!queue) return
    const at = queue.indexOf(job)
    if (at >= 0) queue.splice(at, 1)
    if (queue.length === 0) waiting.delete(client)
  }

  /** The waiting client that may start a job and has the fewest running. */
  const pickClient = (): string | undefined => {
    let best: string | undefined
    let fewest = perClientRunning
    for (const client of waiting.keys()) {
      const jobsRunning = runningFor(client)
      if (jobsRunning < fewest) [best, fewest] = [client, jobsRunning]
    }
    return best
  }

  const start = (job: Job<T>, client: string | undefined) => {
    for (const other of job.wanted.keys()) unqueue(other, job)
    job.running = true
    job.runsFor = client
    runningCount++
    if (client === undefined) backgroundRunning = true
    else count(running, client, 1)
    Promise.resolve()
      .then(job.work)
      .then(job.resolve, job.reject)
      .finally(() => {
        jobs.delete(job.key)
        runningCount--
        if (client === undefined) backgroundRunning = false
        else count(running, client, -1)
        for (const other of job.wanted.keys()) count(held, other, -1)
        startNext()
      })
  }

  const startNext = () => {
    while (runningCount < concurrency) {
      const client = pickClient()
      if (client !== undefined) {
        const queue = waiting.get(client) ?? []
        const job = queue[0]
        if (!job) return
        // Moved to the end: among clients with as many running, it waits its turn again.
        waiting.delete(client)
        waiting.set(client, queue)
        waitingCount--
        start(job, client)
        continue
      }
      // A slot left free while a client waits on its own share stays free for the next visitor.
      if (waitingCount > 0 || backgroundRunning) return
      const next = background.shift()
      if (!next) return
      start(next, undefined)
    }
  }

  /** One client's request stops waiting for `job`: dropped if no one else wants it. */
  const leave = (job: Job<T>, client: string) => {
    const requests = job.wanted.get(client)
    if (requests === undefined) return
    if (requests > 1) {
      job.wanted.set(client, requests - 1)
      return
    }
    job.wanted.delete(client)
    count(held, client, -1)
    if (job.running) return
    unqueue(client, job)
    if (job.wanted.size > 0) return
    waitingCount--
    if (job.background) background.unshift(job)
    else jobs.delete(job.key)
    startNext()
  }

  /** The job's result for one request, or its own abort if it gives up first. */
  const follow = (job: Job<T>, client: string | undefined, signal: AbortSignal | undefined): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const giveUp = () => {
        if (client !== undefined) leave(job, client)
        reject(signal?.reason)
      }
      signal?.addEventListener('abort', giveUp, { once: true })
      const done = () => signal?.removeEventListener('abort', giveUp)
      job.result.then(
        (value) => (done(), resolve(value)),
        (error: unknown) => (done(), reject(error)),
      )
    })

  const newJob = (key: string, work: () => Promise<T>): Job<T> => {
    let resolve: (value: T) => void = () => {}
    let reject: (reason: unknown) => void = () => {}
    const result = new Promise<T>((yes, no) => ([resolve, reject] = [yes, no]))
    const job: Job<T> = { key, work, wanted: new Map(), background: false, running: false, result, resolve, reject }
    jobs.set(key, job)
    return job
  }

  /**
   * Runs `work` for `client` in its turn, or joins the job with the same `key` already waiting or
   * running; rejects with QueueFullError at once when over a share, and with the signal's reason
   * when `signal` aborts first (the job is dropped if no one else wants it).
   */
  function run(client: string, key: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason)
    const found = jobs.get(key)
    // Already being made: waiting for it takes no place.
    if (found?.running) return follow(found, undefined, signal)
    const requests = found?.wanted.get(client)
    if (found && requests !== undefined) {
      found.wanted.set(client, requests + 1)
      return follow(found, client, signal)
    }
    if (heldBy(client) >= perClient) return Promise.reject(new QueueFullError('client'))
    const startsNow = runningCount < concurrency && runningFor(client) < perClientRunning && !waiting.has(client)
    const adds = found === undefined || found.wanted.size === 0
    if (!startsNow) {
      if (adds && waitingCount >= ceiling) return Promise.reject(new QueueFullError('queue'))
      if (heldBy(client) >= reserved && pooled() >= total) return Promise.reject(new QueueFullError('queue'))
    }
    const job = found ?? newJob(key, work)
    if (adds) {
      // Wanted by a client now: it leaves the background work's line for the client's share.
      const at = background.indexOf(job)
      if (at >= 0) background.splice(at, 1)
      waitingCount++
    }
    job.wanted.set(client, 1)
    count(held, client, 1)
    const queue = waiting.get(client) ?? []
    queue.push(job)
    if (queue.length === 1) waiting.set(client, queue)
    const followed = follow(job, client, signal)
    startNext()
    return followed
  }

  /** Runs `work` when no client's job is waiting, one such job at a time; joins a job with its `key`. */
  function idle(key: string, work: () => Promise<T>): Promise<T> {
    const found = jobs.get(key)
    if (found) {
      found.background = true
      return found.result
    }
    const job = newJob(key, work)
    job.background = true
    background.push(job)
    startNext()
    return job.result
  }

  return { run, idle }
}
