import autocannon from 'autocannon'

export interface LoadFigures {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
  timeouts: number
}

/**
 * What the storefront's callers send. Every browser accepts compressed answers, and compressing
 * can be most of the work of answering: measured without it, the server looked ten times faster
 * than browsers found it (server/lib/compressed-text.ts).
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/**
 * autocannon on loopback, asking as a browser does: `connections` connections for `seconds` seconds,
 * spread over the URLs when there are several (one per instance behind a load balancer).
 */
export async function loadTest(url: string | string[], connections = 50, seconds = 10): Promise<LoadFigures> {
  const result = await autocannon({
    // autocannon takes a list of URLs (its README's `url`); its types name one.
    url: url as string,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}
