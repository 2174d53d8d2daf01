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
  /** Jobs all clients together may have waiting; one more that cannot start at once is refused. */
  total: number
}

/**
 * Runs jobs `concurrency` at a time, shared fairly between clients: a free slot goes to the client
 * with the fewest jobs running (the one that waited longest among equals), not to the oldest job,
 * and one client runs at most `perClientRunning` at once, so a visitor's request starts at once
 * or next however many a flooding client has queued before it. Background jobs (`idle`) run one
 * at a time, only when no client's job is waiting.
 */
export function fairQueue({ concurrency, perClientRunning, perClient, total }: FairQueueOptions) {
  /** Each client's waiting jobs; the Map's order is the order clients last got a slot. */
  const waiting = new Map<string, (() => void)[]>()
  const running = new Map<string, number>()
  let waitingCount = 0
  let runningCount = 0
  const background: (() => void)[] = []
  let backgroundRunning = false

  const runningFor = (client: string) => running.get(client) ?? 0
  const held = (client: string) => runningFor(client) + (waiting.get(client)?.length ?? 0)

  /** The waiting client that may start a job and has the fewest running. */
  const pickClient = (): string | undefined => {
    let best: string | undefined
    let fewest = perClientRunning
    for (const client of waiting.keys()) {
      const count = runningFor(client)
      if (count < fewest) [best, fewest] = [client, count]
    }
    return best
  }

  const startNext = () => {
    while (runningCount < concurrency) {
      const client = pickClient()
      if (client !== undefined) {
        const jobs = waiting.get(client) ?? []
        const job = jobs.shift()
        // Moved to the end: among clients with as many running, it waits its turn again.
        waiting.delete(client)
        if (jobs.length > 0) waiting.set(client, jobs)
        waitingCount--
        job?.()
        continue
      }
      // A slot left free while a client waits on its own share stays free for the next visitor.
      if (waitingCount > 0 || backgroundRunning) return
      const next = background.shift()
      if (!next) return
      next()
    }
  }

  /** Runs `work` for `client` in its turn; rejects with QueueFullError at once when over a share. */
  function run<T>(client: string, work: () => Promise<T>): Promise<T> {
    if (held(client) >= perClient) return Promise.reject(new QueueFullError('client'))
    const startsNow = runningCount < concurrency && runningFor(client) < perClientRunning && !waiting.has(client)
    if (!startsNow && waitingCount >= total) return Promise.reject(new QueueFullError('queue'))
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        runningCount++
        running.set(client, runningFor(client) + 1)
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => {
            runningCount--
            const left = runningFor(client) - 1
            if (left === 0) running.delete(client)
            else running.set(client, left)
            startNext()
          })
      }
      const jobs = waiting.get(client) ?? []
      jobs.push(start)
      if (jobs.length === 1) waiting.set(client, jobs)
      waitingCount++
      startNext()
    })
  }

  /** Runs `work` when no client's job is waiting, one such job at a time. */
  function idle<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      background.push(() => {
        runningCount++
        backgroundRunning = true
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => {
            runningCount--
            backgroundRunning = false
            startNext()
          })
      })
      startNext()
    })
  }

  return { run, idle }
}
