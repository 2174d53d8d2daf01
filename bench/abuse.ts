/**
 * The abuse section of `npm run bench`: what a stranger can do to other
 * people through features that work as designed, measured on a server of its own (a fresh data
 * directory, so the floods here change no other figure). Every loop is bounded and every request
 * goes to loopback; the "other clients" are other loopback addresses (127.0.0.2, 127.0.0.3), which
 * Linux routes to a server listening on 127.0.0.1.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect, type Socket } from 'node:net'
import { join } from 'node:path'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/auth/demo-accounts'
import type { RunningServer } from '../tests/helpers/app-server'

export const ABUSE_TARGETS = {
  invitationMailsPerAddress: 1,
  staticP99DuringLoginsMs: 100,
  visitorImageDuringFloodMs: 1500,
  openStalledConnections: 0,
}

export interface AbuseFigures {
  /** Invitation mails one address received from 20 invite calls within a minute. */
  invitationMails: { calls: number; mails: number; statuses: Record<string, number> }
  /** A correct login from a device that signed in before, after 50 failed logins from its address. */
  knownDeviceLogin: { failedFirst: number; status: number }
  /** A static asset fetched over and over while 100 correct logins run at once. */
  staticDuringLogins: {
    logins: number
    loginStatuses: Record<string, number>
    samples: number
    p50Ms: number
    p99Ms: number
  }
  /** An ordinary visitor's uncached photograph while another client asks for 100 distinct uncached sizes. */
  visitorImage: { floodRequests: number; floodStatuses: Record<string, number>; status: number; ms: number }
  /** Sockets still open 60 s after 1,000 POSTs that declared 1,000 bytes and sent 9. */
  stalledBodies: { opened: number; openAfterMs: number; stillOpen: number; answered408?: number }
}

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  ms: number
}

/** One HTTP request from a chosen loopback address (fetch cannot choose its local address). */
function send(
  origin: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; from?: string } = {},
): Promise<Answer> {
  const url = new URL(path, origin)
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<string, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1
    return counts
  }, {})

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** The cookies a response sets, as a Cookie header's name=value pairs (a browser's jar, reduced). */
const cookiesOf = (answer: Answer) =>
  ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ')

async function login(origin: string, email: string, password: string, from = '127.0.0.1', cookie = '') {
  return send(origin, '/api/login', {
    method: 'POST',
    body: { email, password },
    from,
    headers: cookie === '' ? {} : { cookie },
  })
}

/** Mails written to DATA_DIR/mail for one address, once the outbox has had time to send them. */
async function mailsTo(mailDir: string, address: string): Promise<number> {
  const count = () =>
    existsSync(mailDir)
      ? readdirSync(mailDir).filter((file) => {
          const mail = JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as { to: string }
          return mail.to === address
        }).length
      : 0
  // The outbox sends in the background: wait until the count has stood still for 3 s (at most 30 s).
  let last = -1
  let steadySince = Date.now()
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const now = count()
    if (now !== last) {
      last = now
      steadySince = Date.now()
    } else if (Date.now() - steadySince >= 3000) break
    await new Promise((done) => setTimeout(done, 250))
  }
  return last
}

async function invitationMails(origin: string, dataDir: string): Promise<AbuseFigures['invitationMails']> {
  const manager = await login(origin, DEMO_ACCOUNTS.manager.email, DEMO_PASSWORD, '127.0.0.4')
  const { token } = JSON.parse(manager.body) as { token: string }
  const victim = `bench-invitee-${Date.now()}@example.org`
  const statuses: number[] = []
  for (let call = 0; call < 20; call++) {
    const answer = await send(origin, '/api/team/invitations', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: { name: 'Bench Invitee', email: victim },
      from: '127.0.0.4',
    })
    statuses.push(answer.status)
  }
  return { calls: 20, mails: await mailsTo(join(dataDir, 'mail'), victim), statuses: tally(statuses) }
}

async function knownDeviceLogin(origin: string): Promise<AbuseFigures['knownDeviceLogin']> {
  const { email } = DEMO_ACCOUNTS.learner
  // The device signs in once, as on any ordinary day: whatever it is given to keep, it keeps.
  const first = await login(origin, email, DEMO_PASSWORD)
  const jar = cookiesOf(first)
  // Strangers on the same Wi-Fi guess through made-up accounts.
  for (let guess = 0; guess < 50; guess++) await login(origin, `stranger-${guess}@example.org`, 'wrong-password-1')
  const again = await login(origin, email, DEMO_PASSWORD, '127.0.0.1', jar)
  return { failedFirst: 50, status: again.status }
}

async function staticDuringLogins(origin: string): Promise<AbuseFigures['staticDuringLogins']> {
  const home = await send(origin, '/')
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1]
  if (!asset) throw new Error('no script asset found on /')
  const accounts = Object.values(DEMO_ACCOUNTS).map((account) => account.email)
  // From an address of their own: a login rush at the start of a shift, not a guessing attack.
  const logins = Promise.all(
    Array.from({ length: 100 }, (_, n) =>
      login(origin, accounts[n % accounts.length]!, DEMO_PASSWORD, '127.0.0.3').then((answer) => answer.status),
    ),
  )
  let done = false
  void logins.finally(() => (done = true))
  const samples: number[] = []
  while (!done && samples.length < 2000) {
    samples.push((await send(origin, asset)).ms)
    await new Promise((wait) => setTimeout(wait, 20))
  }
  const sorted = samples.sort((a, b) => a - b)
  return {
    logins: 100,
    loginStatuses: tally(await logins),
    samples: sorted.length,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
  }
}

async function visitorImage(origin: string): Promise<AbuseFigures['visitorImage']> {
  const page = await send(origin, '/courses')
  const found = [...page.body.matchAll(/\/img\/([0-9a-f]+)\/\d+\/([a-z0-9/-]+)\.(?:avif|webp|jpg)/g)]
  const version = found[0]?.[1]
  const keys = [...new Set(found.map((match) => match[2]!))]
  if (!version || keys.length < 5) throw new Error('no catalogue photographs found on /courses')
  const cacheDir = join('media', 'image-cache', version)
  const uncached = (width: number, key: string, format: string) => {
    rmSync(join(cacheDir, String(width), `${key}.${format}`), { force: true })
    return `/img/${version}/${width}/${key}.${format}`
  }
  // The visitor's photograph: the size a phone's card asks for, made fresh for this measurement.
  const visitorPath = uncached(320, keys[0]!, 'webp')
  const flood: string[] = []
  for (const key of keys.slice(1))
    for (const width of [1600, 1280, 960])
      for (const format of ['avif', 'webp', 'jpg']) if (flood.length < 100) flood.push(uncached(width, key, format))
  const floodAnswers = Promise.all(
    flood.map((path) =>
      send(origin, path, { from: '127.0.0.2' }).then(
        (answer) => answer.status,
        () => 0,
      ),
    ),
  )
  // The flood is queued by the time the visitor asks.
  await new Promise((wait) => setTimeout(wait, 300))
  const visitor = await send(origin, visitorPath)
  const statuses = await floodAnswers
  return {
    floodRequests: flood.length,
    floodStatuses: tally(statuses),
    status: visitor.status,
    ms: Math.round(visitor.ms),
  }
}

async function stalledBodies(origin: string): Promise<AbuseFigures['stalledBodies']> {
  const url = new URL(origin)
  const sockets: Socket[] = []
  let closed = 0
  let answered408 = 0
  for (let n = 0; n < 1000; n++) {
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: '127.0.0.5' })
    socket.on('error', () => {})
    // Read what comes back: a socket whose answer sits unread never sees the server's close.
    socket.on('data', (chunk: Buffer) => {
      if (chunk.toString('latin1').startsWith('HTTP/1.1 408')) answered408++
    })
    socket.on('close', () => closed++)
    socket.on('connect', () =>
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`,
      ),
    )
    sockets.push(socket)
  }
  const openAfterMs = 60_000
  await new Promise((wait) => setTimeout(wait, openAfterMs))
  const stillOpen = sockets.length - closed
  for (const socket of sockets) socket.destroy()
  return { opened: sockets.length, openAfterMs, stillOpen, answered408 }
}

export async function measureAbuse(server: RunningServer): Promise<AbuseFigures> {
  console.log('  invitation mails…')
  const invitations = await invitationMails(server.origin, server.dataDir)
  console.log('  a known device after 50 failed logins from its address…')
  const device = await knownDeviceLogin(server.origin)
  console.log('  a static file during 100 correct logins…')
  const staticFile = await staticDuringLogins(server.origin)
  console.log('  a visitor’s photograph during an image flood…')
  const image = await visitorImage(server.origin)
  console.log('  1,000 stalled bodies (60 s)…')
  const stalled = await stalledBodies(server.origin)
  return {
    invitationMails: invitations,
    knownDeviceLogin: device,
    staticDuringLogins: staticFile,
    visitorImage: image,
    stalledBodies: stalled,
  }
}

export function abuseMarkdown(a: AbuseFigures): string[] {
  const ok = (pass: boolean) => (pass ? '✅' : '❌')
  const counts = (statuses: Record<string, number>) =>
    Object.entries(statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ')
  return [
    '## Abuse (a server of its own, fresh data; other clients are other loopback addresses)',
    '',
    '| What a stranger does | Figure | Target |',
    '|---|---|---|',
    `| 20 invite calls for one address within a minute | **${a.invitationMails.mails}** invitation mail(s) received (${counts(a.invitationMails.statuses)}) ${ok(a.invitationMails.mails <= ABUSE_TARGETS.invitationMailsPerAddress)} | ≤ ${ABUSE_TARGETS.invitationMailsPerAddress} |`,
    `| ${a.knownDeviceLogin.failedFirst} failed logins from an address, then a correct login from a device that signed in there before | **${a.knownDeviceLogin.status}** ${ok(a.knownDeviceLogin.status === 200)} | accepted (200) |`,
    `| 100 concurrent correct logins (${counts(a.staticDuringLogins.loginStatuses)}) | a static JS file's p99 **${a.staticDuringLogins.p99Ms} ms** (p50 ${a.staticDuringLogins.p50Ms} ms, ${a.staticDuringLogins.samples} fetches) ${ok(a.staticDuringLogins.p99Ms <= ABUSE_TARGETS.staticP99DuringLoginsMs)} | ≤ ${ABUSE_TARGETS.staticP99DuringLoginsMs} ms |`,
    `| another client asks for ${a.visitorImage.floodRequests} distinct uncached sizes (${counts(a.visitorImage.floodStatuses)}) | a visitor's uncached 320 px photograph: **${a.visitorImage.ms} ms** (${a.visitorImage.status}) ${ok(a.visitorImage.status === 200 && a.visitorImage.ms <= ABUSE_TARGETS.visitorImageDuringFloodMs)} | ≤ ${ABUSE_TARGETS.visitorImageDuringFloodMs} ms |`,
    `| ${a.stalledBodies.opened} POSTs that declare 1,000 bytes and send 9 | **${a.stalledBodies.stillOpen}** still open after ${a.stalledBodies.openAfterMs / 1000} s${a.stalledBodies.answered408 === undefined ? '' : ` (${a.stalledBodies.answered408} answered 408)`} ${ok(a.stalledBodies.stillOpen <= ABUSE_TARGETS.openStalledConnections)} | ${ABUSE_TARGETS.openStalledConnections} |`,
  ]
}
