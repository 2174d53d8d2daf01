import autocannon from 'autocannon'

export interface LoadFigures {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
  timeouts: number
}

/** autocannon on loopback: `connections` connections for `seconds` seconds. */
export async function loadTest(url: string, connections = 50, seconds = 10): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}
