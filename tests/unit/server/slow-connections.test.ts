// @module-tag pglite-only: sockets and timeouts, decided before any handler runs.
import { request } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectionOwner } from '../../../server/lib/connection-limits'
import { createTestApp, type TestApp } from '../../helpers/test-app'

/**
 * Slow or many connections from one client (README, "Security and limits"). A stranger's raw
 * sockets against a listening server (app.inject has no sockets), with timeouts shortened through
 * the app options.
 */

/** The timeouts of the stalling tests: a request must arrive whole within a second. */
const REQUEST_TIMEOUT_MS = 1000
const CHECK_EVERY_MS = 100

let slow: TestApp
/** The slow app's log lines. */
const logLines: string[] = []
/** Default timeouts, a small bound on connections per address. */
let bounded: TestApp
/** The same bound behind a load balancer, where every socket has the balancer's address. */
let proxied: TestApp

/** The app's port, listening from its first use on. */
async function listening(app: TestApp): Promise<number> {
  if (!app.app.server.listening) await app.app.listen({ host: '127.0.0.1', port: 0 })
  return (app.app.server.address() as AddressInfo).port
}

beforeAll(async () => {
  slow = await createTestApp(
    { RATE_LIMIT_CONTACT: '3', LOG_LEVEL: 'info' },
    {
      mailer: { send: async () => {} },
      logStream: { write: (line) => void logLines.push(line) },
      connections: {
        headersTimeoutMs: REQUEST_TIMEOUT_MS,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        idleTimeoutMs: 5000,
        checkEveryMs: CHECK_EVERY_MS,
      },
    },
  )
  bounded = await createTestApp({ MAX_CONNECTIONS_PER_ADDRESS: '4' }, { sharing: slow })
  proxied = await createTestApp({ MAX_CONNECTIONS_PER_ADDRESS: '4', TRUST_PROXY: '1' }, { sharing: slow })
})
/** Every raw socket a test opened, closed after it (a server that never closes them would keep the app from closing). */
const opened: Socket[] = []
afterEach(() => {
  for (const socket of opened.splice(0)) socket.destroy()
})
afterAll(async () => {
  await proxied.app.close()
  await bounded.app.close()
  await slow.close()
})

interface RawClient {
  socket: Socket
  /** Everything the server sent. */
  received(): string
  /** Resolves with the time from connecting to the server's close, or 'open' if it is still open at `withinMs`. */
  closed(withinMs: number): Promise<number | 'open'>
}

/** A TCP connection from `localAddress` (any 127.x.y.z is this machine) that sends `text` and then nothing. */
function rawClient(port: number, localAddress: string, text: string): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    let data = ''
    let closedAt: number | null = null
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => {
      socket.write(text)
      resolve({
        socket,
        received: () => data,
        closed: (withinMs) =>
          new Promise((done) => {
            if (closedAt !== null) return done(closedAt - started)
            const timer = setTimeout(() => done('open'), withinMs)
            socket.once('close', () => {
              clearTimeout(timer)
              done(Date.now() - started)
            })
          }),
      })
    })
    opened.push(socket)
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (data += chunk))
    // A reset by the server is one way of closing; the test reads 'close'.
    socket.on('error', () => {})
    socket.once('close', () => (closedAt = Date.now()))
    socket.once('error', reject)
  })
}

/** A POST that declares a 1,000-byte body and sends 9 bytes of it. */
const stalledPost = (path: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`

/** One request over a connection of its own from `localAddress`; the status and body. */
function call(
  port: number,
  localAddress: string,
  method: string,
  path: string,
  body?: object,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method,
        path,
        agent: false,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}

const contactMessage = { name: 'Sam', email: 'sam@example.com', phone: '7700900123', message: 'Hello' }

describe('a body that never arrives', () => {
  it('a POST declaring 1,000 bytes and sending 9 is closed within the request timeout, with a 408', async () => {
    const port = await listening(slow)
    const client = await rawClient(port, '127.0.0.11', stalledPost('/api/login'))
    const closedAfter = await client.closed(REQUEST_TIMEOUT_MS + 3000)
    expect(closedAfter, 'the stalled connection was still open').not.toBe('open')
    expect(closedAfter).toBeLessThan(REQUEST_TIMEOUT_MS + 1000)
    const answer = client.received()
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(answer).toContain('{"message":"The request took too long to arrive. Please try again."}')
    // Nor does the request left half-read fail on the server's side afterwards.
    await new Promise((wait) => setTimeout(wait, 200))
    expect(logLines.filter((line) => JSON.parse(line).level >= 50)).toEqual([])
  })

  it('a connection that never sends its headers is closed within the headers timeout', async () => {
    const port = await listening(slow)
    const client = await rawClient(port, '127.0.0.12', 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    const closedAfter = await client.closed(REQUEST_TIMEOUT_MS + 3000)
    expect(closedAfter, 'the connection without headers was still open').not.toBe('open')
    expect(closedAfter).toBeLessThan(REQUEST_TIMEOUT_MS + 1000)
  })

  it('a slow phone that sends its body in steps within the timeout is answered as usual', async () => {
    const port = await listening(slow)
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' })
    const head = `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`
    const client = await rawClient(port, '127.0.0.13', head)
    for (const part of [body.slice(0, 10), body.slice(10, 30), body.slice(30)]) {
      await new Promise((wait) => setTimeout(wait, REQUEST_TIMEOUT_MS / 5))
      client.socket.write(part)
    }
    expect(await client.closed(REQUEST_TIMEOUT_MS + 3000)).not.toBe('open')
    expect(client.received()).toMatch(/^HTTP\/1\.1 401 /)
  })

  it('stalled requests do not use up the contact limit: a real message from the same address still goes through', async () => {
    const port = await listening(slow)
    const address = '127.0.0.14'
    const stalled = await Promise.all(
      Array.from({ length: 5 }, () => rawClient(port, address, stalledPost('/api/contact'))),
    )
    // (On the old server they were never closed: the test waits the timeout out either way.)
    await Promise.all(stalled.map((client) => client.closed(REQUEST_TIMEOUT_MS + 1500)))
    const sent = await call(port, address, 'POST', '/api/contact', contactMessage)
    expect(sent.status, sent.body).toBe(200)
  })
})

describe('connections per address', () => {
  it('a fifth connection from one address is closed unanswered; another address is not affected', async () => {
    const port = await listening(bounded)
    const held = await Promise.all(Array.from({ length: 4 }, () => rawClient(port, '127.0.0.21', '')))
    const fifth = await rawClient(port, '127.0.0.21', 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    expect(await fifth.closed(2000), 'the fifth connection was still open').not.toBe('open')
    expect(fifth.received()).toBe('')
    expect((await call(port, '127.0.0.22', 'GET', '/api/health')).status).toBe(200)
    // The four held are still served, and once one closes the address may open another.
    held[0]?.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    expect(await held[0]?.closed(2000)).not.toBe('open')
    expect(held[0]?.received()).toMatch(/^HTTP\/1\.1 200 /)
    expect((await call(port, '127.0.0.21', 'GET', '/api/health')).status).toBe(200)
  })

  it('behind a load balancer (TRUST_PROXY) the bound is not applied: every socket has the balancer’s address', async () => {
    const port = await listening(proxied)
    const held = await Promise.all(Array.from({ length: 6 }, () => rawClient(port, '127.0.0.23', '')))
    expect(held.every((client) => !client.socket.destroyed)).toBe(true)
    expect((await call(port, '127.0.0.23', 'GET', '/api/health')).status).toBe(200)
  })
})

describe('whose connection it is', () => {
  it('an IPv4 address is its own; an IPv6 client is its /64, however it writes its address', () => {
    expect(connectionOwner('203.0.113.7')).toBe('203.0.113.7')
    expect(connectionOwner('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7')
    const one = connectionOwner('2001:db8:aa:1::1')
    expect(one).toBe('2001:db8:aa:1::/64')
    expect(connectionOwner('2001:0db8:00aa:0001:dead:beef:0:2')).toBe(one)
    expect(connectionOwner('2001:db8:aa:1:ffff::%eth0')).toBe(one)
    expect(connectionOwner('2001:db8:aa:2::1')).not.toBe(one)
    expect(connectionOwner('::1')).toBe('0:0:0:0::/64')
  })
})
