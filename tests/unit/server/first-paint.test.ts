// @module-tag pglite-only: the server's rendering and its page cache; the API calls it reads run on both databases in catalogue-api and content-api.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { brotliDecompressSync } from 'node:zlib'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { NO_PAGE_PATH } from '@/shared/contract/url'
import { PAGE_SESSION_COOKIE } from '@/shared/page-session'
import { createTestApp, type TestApp } from '../../helpers/test-app'
import { teamCallers } from '../../helpers/team-callers'
import { OFFLINE_CODE } from '../../../server/lib/route-chunks'

/**
 * The server's first paint (server/pages/renderer.ts) around a stand-in for the built dist-ssr/ bundle:
 * it reads the API in-process, and the real bundle's rendering is covered end to end in
 * tests/e2e/first-paint.spec.ts.
 */
const root = mkdtempSync(join(tmpdir(), 'carewise-first-paint-'))
const dist = join(root, 'dist')
const ssr = join(root, 'dist-ssr')
const brokenSsr = join(root, 'broken-ssr')
const SHELL = `<!doctype html><html><head><title>Carewise</title>
<meta name="description" content="Default description." /></head><body><div id="root"></div></body></html>`

const STUB_ENTRY = `
const routeIds = ['__root__', '/courses']
let renders = 0
let busy = 0
export async function prerender(url, fetchApi, signal, account) {
  ;(globalThis.prerendered ??= []).push(url)
  if (url === '/team') {
    // As the real bundle: a signed-in page is painted for a session only.
    if (!account) return null
    ;(globalThis.paintedFor ??= []).push(account.user.id)
    // A render takes a while: others run meanwhile.
    await new Promise((done) => setTimeout(done, 30))
    const matrix = await (await fetchApi('/api/team/training')).json()
    return { html: '<h1>' + matrix.company_name + '</h1>', state: { queries: [] }, routeIds: ['__root__', '/_auth', '/_auth/team'] }
  }
  if (url === '/whoami') {
    const me = await fetchApi('/api/me')
    return { html: '<p>me: ' + me.status + '</p>', state: {}, routeIds }
  }
  if (url === '/busy-once') return busy++ === 0 ? new Promise(() => {}) : { html: '<p>painted</p>', state: {}, routeIds }
  if (url === '/counted') return { html: '<p>render ' + ++renders + '</p>', state: {}, routeIds }
  if (url === '/long') return { html: '<p>' + 'care '.repeat(400) + '</p>', state: {}, routeIds }
  if (url === '/throws') throw new Error('render failed')
  if (url === '/slow') return new Promise(() => signal.addEventListener('abort', () => { globalThis.slowRenderStopped = true }))
  if (url.startsWith('/cart')) return null
  if (url === '/courses/') return { location: '/courses' }
  if (url === '/elsewhere') return { location: '//evil.example/' }
  if (url === '/no-such-page' || url === '${NO_PAGE_PATH}') return { notFound: true, title: 'Page not found | Carewise', description: undefined }
  if (url === '/dollars') return { html: "<p>$& $' $$ $\`</p>", title: 'Save $$ $&', description: "$' off", state: { d: '$&' }, routeIds }
  const list = await (await fetchApi('/api/courselist')).json()
  return {
    html: '<link rel="preload" as="image" href="/images/first.svg"/><h1>' + list.data[0].name + '</h1>',
    title: 'All courses | Carewise',
    description: 'Every "course" & <more>',
    state: { queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }] },
    routeIds,
  }
}`

/** What the client build writes (scripts/vite-first-paint.ts): each route's own chunks. */
const ROUTE_CHUNKS = {
  '/courses': ['assets/courses-1.js', 'assets/course-card-1.js'],
  '/blogs': ['assets/blogs-1.js', 'assets/course-card-1.js'],
  [OFFLINE_CODE]: ['assets/course-card-1.js', 'assets/db-1.js'],
}

/** The shell as it goes out when the app renders in the browser: naming the offline code, as a painted page does. */
const plainShell = (shell = SHELL) =>
  shell.replace(
    '</head>',
    ROUTE_CHUNKS[OFFLINE_CODE].map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`).join(
      '',
    ) + '</head>',
  )
const PLAIN = plainShell()

let t: TestApp
let noSsr: TestApp
let broken: TestApp

beforeAll(async () => {
  for (const dir of [dist, ssr, brokenSsr]) mkdirSync(dir, { recursive: true })
  writeFileSync(join(dist, 'index.html'), SHELL)
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, '.vite', 'route-chunks.json'), JSON.stringify(ROUTE_CHUNKS))
  writeFileSync(join(ssr, 'server.js'), STUB_ENTRY)
  writeFileSync(join(brokenSsr, 'server.js'), 'export const prerender = (')
  t = await createTestApp({ STATIC_DIR: dist, SSR_DIR: ssr })
  // Two more apps on the first one's database: they only read.
  noSsr = await createTestApp({ STATIC_DIR: dist, SSR_DIR: '' }, { sharing: t })
  broken = await createTestApp({ STATIC_DIR: dist, SSR_DIR: brokenSsr }, { sharing: t })
})
afterAll(async () => {
  await Promise.all([noSsr.close(), broken.close()])
  await t.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the server paints public pages before the JavaScript arrives', () => {
  it('fills #root from the API, with the page title, description and image hints in <head>', async () => {
    const firstCourse = (await t.app.inject({ method: 'GET', url: '/api/courselist' })).json<{
      data: { name: string }[]
    }>().data[0]?.name
    const res = await t.app.inject({ method: 'GET', url: '/courses' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain(`<div id="root"><h1>${firstCourse}</h1></div>`)
    expect(res.body).toContain('<title>All courses | Carewise</title>')
    expect(res.body).toContain('<meta name="description" content="Every &quot;course&quot; &amp; &lt;more&gt;" />')
    expect(res.body).not.toContain('Default description.')
    const head = res.body.slice(0, res.body.indexOf('</head>'))
    expect(head).toContain('<link rel="preload" as="image" href="/images/first.svg"/>')
  })

  it('preloads the code of the painted page’s routes in <head>, and only theirs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/courses' })
    const head = res.body.slice(0, res.body.indexOf('</head>'))
    for (const file of ROUTE_CHUNKS['/courses']) {
      expect(head).toContain(`<link rel="modulepreload" href="/${file}" fetchpriority="low">`)
    }
    expect(res.body).not.toContain('blogs-1.js')
    // The build's list is the server's, not one of the site's files: that address is a page like any other.
    const list = await t.app.inject({ method: 'GET', url: '/.vite/route-chunks.json' })
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(list.body).not.toContain('"assets/courses-1.js"')
  })

  it('names the code behind the page’s offline actions after its own, each file once', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/courses' })
    const head = res.body.slice(0, res.body.indexOf('</head>'))
    const preloads = [...head.matchAll(/<link rel="modulepreload" href="\/([^"]+)" fetchpriority="low">/g)].map(
      ([, file]) => file,
    )
    expect(preloads).toEqual(['assets/courses-1.js', 'assets/course-card-1.js', 'assets/db-1.js'])
  })

  it('a browser gets the painted page compressed, with the ETag of the page itself', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/long' })
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const first = await t.app.inject({ method: 'GET', url: '/long', headers: browser })
    expect(first.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', etag: plain.headers.etag })
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body)
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/long',
      headers: { ...browser, 'if-none-match': String(plain.headers.etag) },
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it('sends the data it rendered from as an inert JSON block nothing in the data can break out of', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/courses?page=2' })
    const block = /<script type="application\/json" id="first-paint-data">([\s\S]*?)<\/script>/.exec(res.body)?.[1]
    expect(block).toBeDefined()
    expect(block).not.toContain('<')
    expect(JSON.parse(block ?? '')).toEqual({
      queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }],
    })
    // The only executable script is none at all: the CSP forbids inline script anyway.
    expect(res.body).not.toMatch(/<script>/)
  })

  it.each([
    ['a page that reads browser storage', '/cart'],
    ['a failing render', '/throws'],
    ['a render that takes too long', '/slow'],
  ])('%s gets the plain shell, which names the offline code as a painted page does', async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(PLAIN)
  })

  it('tells a render past its budget to stop: its work would be for nobody', async () => {
    await t.app.inject({ method: 'GET', url: '/slow' })
    expect((globalThis as { slowRenderStopped?: boolean }).slowRenderStopped).toBe(true)
  })

  it('a render past its budget once is not kept: the next visit gets the painted page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/busy-once' })).body).toBe(PLAIN)
    expect((await t.app.inject({ method: 'GET', url: '/busy-once' })).body).toContain('<p>painted</p>')
  })

  it('copies the page, its title, description and data as they are, dollar signs included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dollars' })
    expect(res.body).toContain('<div id="root"><p>$& $\' $$ $`</p></div>')
    expect(res.body).toContain('<title>Save $$ $&amp;</title>')
    expect(res.body).toContain('<meta name="description" content="$&#39; off" />')
    expect(res.body).toContain('{"d":"$&"}')
  })

  it('a page painted a while ago goes out at once while the next one renders, and not after ten minutes', async () => {
    const paint = async () => /render \d+/.exec((await t.app.inject({ method: 'GET', url: '/counted' })).body)?.[0]
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      expect(await paint()).toBe('render 1')
      expect(await paint()).toBe('render 1')
      vi.advanceTimersByTime(6_000)
      // Stale: the last page is sent without waiting, and its successor serves the next visit.
      expect(await paint()).toBe('render 1')
      expect(await paint()).toBe('render 2')
      vi.advanceTimersByTime(11 * 60_000)
      // Too old to send: this visit waits for a new one.
      expect(await paint()).toBe('render 3')
    } finally {
      vi.useRealTimers()
    }
  })

  it('an address with no page is a 404 with the shell and the not-found title, for the app to say so', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toBe(SHELL.replace('<title>Carewise</title>', '<title>Page not found | Carewise</title>'))
  })

  it('an address with an empty segment (`//evil.example/`) is the same 404 page, and is never rendered as it is', async () => {
    const notFound = (await t.app.inject({ method: 'GET', url: '/no-such-page' })).body
    for (const url of ['//evil.example/', '//courses', '/courses//x']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect([url, res.statusCode, res.headers.location, res.body]).toEqual([url, 404, undefined, notFound])
    }
    // As a URL, `//evil.example/` names another site: a render of it could link or move there.
    const rendered = (globalThis as { prerendered?: string[] }).prerendered ?? []
    expect(rendered.filter((url) => url.includes('//'))).toEqual([])
  })

  it('an address the app writes another way is a 308 to that address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/courses/' })
    expect(res.statusCode).toBe(308)
    expect(res.headers.location).toBe('/courses')
    expect(res.headers['cache-control']).toBe('no-cache')
    // Never off the site.
    const offSite = await t.app.inject({ method: 'GET', url: '/elsewhere' })
    expect(offSite.statusCode).toBe(200)
    expect(offSite.body).toBe(PLAIN)
  })

  it('a new build of the shell is served at once, painted or not, even for a page painted seconds ago', async () => {
    await t.app.inject({ method: 'GET', url: '/courses?build=next' })
    const next = SHELL.replace('</head>', '<meta name="build" content="next" /></head>')
    writeFileSync(join(dist, 'index.html'), next)
    try {
      // mtime resolution: make sure the new file's time differs from the old one's.
      const later = new Date(Date.now() + 2000)
      utimesSync(join(dist, 'index.html'), later, later)
      expect((await noSsr.app.inject({ method: 'GET', url: '/cart' })).body).toBe(plainShell(next))
      expect((await t.app.inject({ method: 'GET', url: '/cart' })).body).toBe(plainShell(next))
      const painted = (await t.app.inject({ method: 'GET', url: '/courses?build=next' })).body
      expect(painted).toContain('<meta name="build" content="next" />')
      expect(painted).toContain('<div id="root"><h1>')
    } finally {
      writeFileSync(join(dist, 'index.html'), SHELL)
    }
  })

  it('while a build has removed the shell for a moment, the last one read is still served', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/cart' })).body).toBe(PLAIN)
    rmSync(join(dist, 'index.html'))
    try {
      const res = await t.app.inject({ method: 'GET', url: '/cart' })
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(PLAIN)
    } finally {
      writeFileSync(join(dist, 'index.html'), SHELL)
    }
  })

  it('without a server bundle, or with a broken one, every page is the plain shell and the site stays up', async () => {
    for (const app of [noSsr.app, broken.app]) {
      const res = await app.inject({ method: 'GET', url: '/courses' })
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(PLAIN)
      expect((await app.inject({ method: 'GET', url: '/api/courselist' })).statusCode).toBe(200)
    }
  })
})

describe('a signed-in page is painted for the session its navigation carries, and for no one else', () => {
  const people = teamCallers(() => t.app, '10.77', 'painted')
  const paintedFor = () => (globalThis as { paintedFor?: number[] }).paintedFor ?? []
  const teamPage = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/team',
      headers: token === undefined ? {} : { cookie: `other=1; ${PAGE_SESSION_COOKIE}=${token}` },
    })
  const companyOf = async (token: string) =>
    (await people.call('GET', '/me', token)).json<{ user: { id: number; company_name: string } }>().user

  it('paints the manager’s page with their company’s data, for that browser alone', async () => {
    const token = await people.company()
    const { id, company_name } = await companyOf(token)
    const res = await teamPage(token)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(`<h1>${company_name}</h1>`)
    expect(res.body).toContain(`id="first-paint-data" data-painted-for="${id}">`)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers.vary).toBe('Cookie, accept-encoding')
    expect(paintedFor().at(-1)).toBe(id)
  })

  it('without a session, or with one that is not valid (any more), the page is the plain shell', async () => {
    const token = await people.company()
    await people.call('POST', '/logout', token)
    const before = paintedFor().length
    for (const cookie of [undefined, token, 'not-a-token', '']) {
      const res = await teamPage(cookie)
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(PLAIN)
      expect(res.headers['cache-control']).toBe('no-cache')
    }
    expect(paintedFor().length).toBe(before)
  })

  it('never hands one session’s page to another, nor to a visit with none', async () => {
    const [first, second] = [await people.company(), await people.company()]
    const [a, b] = [await companyOf(first), await companyOf(second)]
    const [pageA, pageB, signedOut] = await Promise.all([teamPage(first), teamPage(second), teamPage()])
    expect(pageA.body).toContain(`<h1>${a.company_name}</h1>`)
    expect(pageB.body).toContain(`<h1>${b.company_name}</h1>`)
    expect(pageB.body).not.toContain(a.company_name)
    expect(signedOut.body).toBe(PLAIN)
    expect((await teamPage()).body).toBe(PLAIN)
  })

  it('a public page rendered meanwhile calls the API with no session', async () => {
    const token = await people.company()
    const [team, whoami] = await Promise.all([
      teamPage(token),
      // Started while the team page's render is under way.
      new Promise<Awaited<ReturnType<typeof teamPage>>>((done) =>
        setTimeout(() => void t.app.inject({ method: 'GET', url: '/whoami' }).then(done), 5),
      ),
    ])
    expect(team.headers['cache-control']).toBe('private, no-store')
    expect(whoami.body).toContain('<p>me: 401</p>')
  })

  it('the cookie paints nothing on a public page: the shared painted copy stays the same for everyone', async () => {
    const token = await people.company()
    const withCookie = await t.app.inject({
      method: 'GET',
      url: '/whoami',
      headers: { cookie: `${PAGE_SESSION_COOKIE}=${token}` },
    })
    expect(withCookie.body).toContain('<p>me: 401</p>')
    expect(withCookie.headers['cache-control']).toBe('no-cache')
    expect(withCookie.body).not.toContain('data-painted-for')
  })
})
