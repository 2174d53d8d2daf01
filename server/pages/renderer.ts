import { AsyncLocalStorage } from 'node:async_hooks'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { PageHead, PaintedAccount, PrerenderedPage, prerender } from '../../src/first-paint/server'
import { PAINTED_FOR_ATTRIBUTE } from '../../src/shared/page-session'
import { CompressedText } from '../lib/compressed-text'
import { escapeHtml } from '../lib/html'
import { readRouteChunks, routePreloads, type RouteChunks } from '../lib/route-chunks'
import { createTtlCache } from '../lib/ttl-cache'

/** The built bundle's export, loaded at run time (dist-ssr/server.js, from src/first-paint/server.tsx). */
type Prerender = typeof prerender

/** What a navigation is answered with. */
type Page =
  | {
      status: 200 | 404
      html: CompressedText
      /** Painted for the session the navigation carried: for that browser alone, and never kept. */
      private?: true
    }
  | { status: 308; location: string }

/**
 * Rendering a page takes tens of milliseconds, all of it before the first byte. A page rendered
 * in the last few seconds is sent as it is; one rendered within the last minutes is sent at once
 * while its successor renders for the next visitor (stale-while-revalidate).
 */
const PAGE_FRESH_MS = 5_000
const PAGE_STALE_MS = 10 * 60_000
const PAGE_CACHE_ENTRIES = 200

/**
 * The session a signed-in page is being painted for. Renders run concurrently and the server-side
 * bundle's API client is one for all of them: each render's calls carry its own session's token
 * (none, for a public page), whatever else is rendering meanwhile.
 */
const renderSession = new AsyncLocalStorage<string>()

/** The API answered in-process: no socket, no second trip through the network stack. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    if (init?.method && init.method !== 'GET') throw new Error('The first paint only reads.')
    const token = renderSession.getStore()
    const response = await app.inject({
      method: 'GET',
      url: String(input),
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
    const empty = response.statusCode === 204 || response.statusCode === 304
    return new Response(empty ? null : response.body, { status: response.statusCode })
  }
}

/**
 * The HTML for a navigation: the built shell, with the page already painted in #root (and its
 * title, description and data) when the server-side bundle can render it, else the shell as built.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  staticDir: string,
  ssrDir: string,
  /** A first paint that is not ready by then is not worth waiting for: the plain shell goes out (FIRST_PAINT_BUDGET_MS). */
  budgetMs: number,
): Promise<(url: string, whenSent: (task: () => void) => void, sessionToken?: string) => Promise<Page>> {
  // Read again whenever it changes, not only at start-up: a new build may replace it (and the
  // asset names it holds) while we run.
  const shellFile = resolve(staticDir, 'index.html')
  let shell = { build: -1, html: '', plain: new CompressedText(''), routeChunks: {} as RouteChunks }
  // While a build replaces dist/, the file is missing for a moment: the last one read still serves.
  const currentBuild = () => {
    try {
      return statSync(shellFile).mtimeMs
    } catch (error) {
      if (shell.build === -1) throw error
      return shell.build
    }
  }
  const loadShell = (build = currentBuild()) => {
    if (shell.build !== build) {
      const html = readFileSync(shellFile, 'utf8')
      const routeChunks = readRouteChunks(staticDir)
      // A page the app renders in the browser is a first visit too: it names the code behind the
      // offline actions as a painted page does, so losing the connection next costs nothing.
      const plain = new CompressedText(html.replace('</head>', () => `${routePreloads(routeChunks, [])}</head>`))
      shell = { build, html, plain, routeChunks }
    }
    return shell
  }

  const entry = resolve(ssrDir, 'server.js')
  const plain = (build?: number): Page => ({ status: 200, html: loadShell(build).plain })
  if (ssrDir === '' || !existsSync(entry)) return async () => plain()
  // React picks its build from NODE_ENV when first imported: the production one unless told otherwise.
  process.env.NODE_ENV ??= 'production'
  let prerender: Prerender
  try {
    ;({ prerender } = (await import(pathToFileURL(entry).href)) as { prerender: Prerender })
  } catch (error) {
    // A broken server bundle costs the first paint, not the site.
    app.log.error({ err: error }, 'could not load the first-paint bundle; sending the plain shell')
    return async () => plain()
  }
  const fetchApi = inProcessFetch(app)
  const recent = createTtlCache<{ page: Promise<Page>; freshUntil: number }>(PAGE_STALE_MS, PAGE_CACHE_ENTRIES)

  /** Past the render's budget: the plain shell goes out, but is not kept in place of a painted page. */
  const OVER_BUDGET = Symbol('over budget')
  const render = async (url: string, build: number, account?: PaintedAccount): Promise<Page | typeof OVER_BUDGET> => {
    // Past the budget the plain shell goes out, and the render is told to stop.
    const overBudget = AbortSignal.timeout(budgetMs)
    const timeout = new Promise<null>((done) => overBudget.addEventListener('abort', () => done(null)))
    try {
      const page = await Promise.race([prerender(url, fetchApi, overBudget, account), timeout])
      if (page === null) return overBudget.aborted ? OVER_BUDGET : plain(build)
      // Only ever to a path on this site.
      if ('location' in page)
        return /^\/(?![/\\])/.test(page.location) ? { status: 308, location: page.location } : plain(build)
      const shellHtml = loadShell(build).html
      if ('notFound' in page) return { status: 404, html: new CompressedText(fillHead(shellHtml, page)) }
      const html = new CompressedText(fillShell(shellHtml, page, shell.routeChunks, account?.user.id))
      return account ? { status: 200, html, private: true } : { status: 200, html }
    } catch (error) {
      app.log.warn({ err: error, url }, 'first paint failed; sending the plain shell')
      return plain(build)
    }
  }

  /**
   * A signed-in page, painted for the session `token` stands for when it is valid (else the plain
   * shell: the app then signs the user in, or shows the page, as before). Never kept: the next
   * navigation may carry another session, or none.
   */
  const renderForSession = (url: string, token: string, build: number): Promise<Page> =>
    renderSession.run(token, async () => {
      const me = await fetchApi('/api/me')
      if (me.status !== 200) return plain(build)
      const { user } = (await me.json()) as { user: PaintedAccount['user'] }
      const page = await render(url, build, { token, user })
      return page === OVER_BUDGET ? plain(build) : page
    })

  const renderPublic = (url: string, whenSent: (task: () => void) => void, build: number): Promise<Page> => {
    const key = `${build} ${url}`
    const cached = recent.get(key)
    if (cached && cached.freshUntil > Date.now()) return cached.page
    const renderNext = () => {
      const page: Promise<Page> = render(url, build).then((rendered) => {
        if (rendered !== OVER_BUDGET) return rendered
        // A busy moment: the next visit gets the last painted copy while it lasts, or tries again
        // (a plain shell kept here would stand for the page for minutes, and has nothing to tap).
        if (recent.get(key)?.page === page) {
          if (cached) recent.set(key, cached)
          else recent.delete(key)
        }
        return plain(build)
      })
      recent.set(key, { page, freshUntil: Date.now() + PAGE_FRESH_MS })
      return page
    }
    if (!cached) return renderNext()
    // Stale: sent as it is. Its successor renders once this answer is out, not while it is being
    // compressed and written (a render holds the event loop for tens of milliseconds); visits
    // meanwhile get the same page.
    cached.freshUntil = Date.now() + PAGE_FRESH_MS
    whenSent(() => renderSession.exit(renderNext))
    return cached.page
  }

  /** `whenSent` runs a task once this answer has gone out. */
  return (url, whenSent, sessionToken) => {
    // A page painted into the previous build's shell names assets that are gone.
    const build = currentBuild()
    if (sessionToken) return renderForSession(url, sessionToken, build)
    // Public pages are painted with no session, whatever request or task started their render.
    return renderSession.exit(() => renderPublic(url, whenSent, build))
  }
}

function fillShell(shell: string, page: PrerenderedPage, routeChunks: RouteChunks, accountId?: number): string {
  // React puts its <link rel="preload"> hints for the page's first images ahead of the markup:
  // they belong in <head>, and the browser's hydration expects #root to hold the page alone.
  const hints = /^(?:<link [^>]*>)*/.exec(page.html)?.[0] ?? ''
  // The app hydrates once its routes' code is here: it downloads with the start chunks.
  const routeCode = routePreloads(routeChunks, page.routeIds)
  // `<` escaped: nothing in the data can close the script element or open a comment.
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c')
  // Replacements are functions: a string would read `$&`, `$'` and the like in the page's text
  // as patterns.
  const html = shell
    .replace('</head>', () => `${hints}${routeCode}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html.slice(hints.length)}</div><script type="application/json" id="first-paint-data"${accountId === undefined ? '' : ` ${PAINTED_FOR_ATTRIBUTE}="${accountId}"`}>${state}</script>`,
    )
  return fillHead(html, page)
}

/** The page's own title and description in place of the shell's. */
function fillHead(shell: string, { title, description }: PageHead): string {
  let html = shell
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
  if (description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
  }
  return html
}
