/** Why a job was not taken: its client, or the whole queue, already has as many as it may. */
export class QueueFullError extends Error {
  constructor(readonly scope: 'client' | 'queue') {
    super(`the ${scope}'s share of the queue is full`)
  }
}

export interface FairQueueOptions {
  /** Jobs running at once. */
  concurrency: number
  /** Jobs one client may have waiting or running; one more is refused. */
  perClient: number
  /** Jobs all clients together may have waiting; one more is refused. */
  total: number
}

/**
 * Runs jobs `concurrency` at a time, shared fairly between clients: a free slot goes to the client
 * with the fewest jobs running (the one waiting longest among equals), not to the oldest job, so a
 * visitor's one request is served next however many a flooding client has queued before it.
 * Background jobs (`idle`) run one at a time, only when no client's job is waiting.
 */
export function fairQueue({ concurrency, perClient, total }: FairQueueOptions) {
  /** Each client's waiting jobs; the Map's order is the order clients last got a slot. */
  const waiting = new Map<string, (() => void)[]>()
  const running = new Map<string, number>()
  let waitingCount = 0
  let runningCount = 0
  const background: (() => void)[] = []
  let backgroundRunning = false

  const held = (client: string) => (running.get(client) ?? 0) + (waiting.get(client)?.length ?? 0)

  const pickClient = (): string | undefined => {
    let best: string | undefined
    let fewest = Infinity
    for (const client of waiting.keys()) {
      const count = running.get(client) ?? 0
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
      if (backgroundRunning) return
      const next = background.shift()
      if (!next) return
      next()
    }
  }

  /** Runs `work` for `client` in its turn; rejects with QueueFullError at once when over a share. */
  function run<T>(client: string, work: () => Promise<T>): Promise<T> {
    if (held(client) >= perClient) return Promise.reject(new QueueFullError('client'))
    if (waitingCount >= total) return Promise.reject(new QueueFullError('queue'))
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        runningCount++
        running.set(client, (running.get(client) ?? 0) + 1)
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => {
            runningCount--
            const left = (running.get(client) ?? 1) - 1
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
