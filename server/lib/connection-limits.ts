import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/** How long a connection may take over each part of a request (all in milliseconds). */
export interface ConnectionTimeouts {
  /** From a connection's start (or a kept-alive request's first byte) until its headers have all arrived. */
  headersTimeoutMs: number
  /** From a request's first byte until the whole of it, headers and body, has arrived. */
  requestTimeoutMs: number
  /** No byte either way for this long closes the connection (a client that stopped reading). */
  idleTimeoutMs: number
  /** Node checks the two first only this often (its `connectionsCheckingInterval`, 30 s by default). */
  checkEveryMs: number
}

/**
 * Sized for a care worker's phone on a poor 3G signal: the largest body the server takes (100 kB)
 * at 50 kbit/s arrives in about 17 s, well inside the request timeout; headers are a few hundred
 * bytes. Idle connections between requests close after Fastify's keep-alive timeout (72 s, longer
 * than a load balancer's usual 60 s, so that the balancer closes first).
 */
export const CONNECTION_TIMEOUTS: ConnectionTimeouts = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 40_000,
  idleTimeoutMs: 60_000,
  checkEveryMs: 1000,
}

/** Fastify's options for these timeouts: its own, and Node's http server's that it passes on. */
export function timeoutOptions(timeouts: ConnectionTimeouts) {
  return {
    connectionTimeout: timeouts.idleTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  }
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive. Please try again.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request headers are too large.',
  },
}
const UNREADABLE = { status: 400, reason: 'Bad Request', message: 'The request could not be read.' }

/**
 * Fastify's `clientErrorHandler`: a request that timed out or could not be parsed gets the same
 * `{ message }` answer as every other error (Fastify's own says `Client Timeout`), then the socket closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, reason, message } = CLIENT_ERRORS[error.code ?? ''] ?? UNREADABLE
  const body = JSON.stringify({ message })
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  socket.destroy()
}

/**
 * Whose connection this is: the address itself, or for IPv6 its /64 network, since one household or
 * phone is handed a whole /64 and may use any address in it.
 */
export function connectionOwner(address: string): string {
  const bare = address.split('%')[0]!
  if (!bare.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(bare)) return bare
  const [head = '', tail] = bare.split('::')
  const before = head === '' ? [] : head.split(':')
  const after = tail === undefined || tail === '' ? [] : tail.split(':')
  const groups =
    tail === undefined ? before : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after]
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

/**
 * At most `max` open connections from one address (an IPv6 /64: `connectionOwner`): one more is closed as it opens, unanswered, so
 * that one client cannot hold the server's sockets (a browser opens six per site; a care home on
 * one Wi-Fi shares an address). Behind a load balancer every socket has the balancer's address,
 * so the caller leaves the bound off there (TRUST_PROXY) and the balancer bounds its clients.
 */
export function boundConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = connectionOwner(socket.remoteAddress ?? '')
    const count = open.get(address) ?? 0
    if (count >= max) {
      socket.destroy()
      return
    }
    open.set(address, count + 1)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left === 0) open.delete(address)
      else open.set(address, left)
    })
  })
}
