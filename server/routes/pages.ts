import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import { parseCookie } from 'cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isSessionPaintedPath, PAGE_SESSION_COOKIE } from '../../src/shared/page-session'
import { isOddPath, NO_PAGE_PATH } from '../../src/shared/contract/url'
import type { ServerEnv } from '../env'
import { createPageRenderer } from '../pages/renderer'

/**
 * The storefront itself: the built PWA's files (with the brotli and gzip copies the build writes
 * beside them), and every other GET a client route, answered with the app shell, painted by the
 * server when it can (server/pages/renderer.ts). Unknown /api paths stay JSON 404s.
 */
export async function storefrontRoutes(app: FastifyInstance, env: ServerEnv): Promise<void> {
  if (env.BENCH_STATIC_DIR) {
    await app.register(fastifyStatic, {
      root: resolve(env.BENCH_STATIC_DIR),
      prefix: '/__bench/',
      decorateReply: false,
    })
  }

  const staticDir = resolve(env.STATIC_DIR)
  if (env.STATIC_DIR !== '' && existsSync(resolve(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: staticDir,
      preCompressed: true,
      wildcard: true,
      index: false,
      // The build's notes for the server (Vite's `.vite/` folder) are not the site's files.
      allowedPath: (path) => !path.startsWith('/.vite/'),
      setHeaders(reply, path) {
        // Hashed build assets never change; the shell, the service worker and the manifest always revalidate.
        const immutable = /[\\/]assets[\\/]/.test(path)
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
    const renderPage = await createPageRenderer(
      app,
      staticDir,
      env.SSR_DIR === '' ? '' : resolve(env.SSR_DIR),
      env.FIRST_PAINT_BUDGET_MS,
    )
    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      const odd = isOddPath(request.url)
      // A signed-in page is painted for the session its navigation carries (src/shared/page-session.ts).
      const signedIn = !odd && isSessionPaintedPath(new URL(request.url, 'http://localhost').pathname)
      const token = signedIn ? parseCookie(request.headers.cookie ?? '')[PAGE_SESSION_COOKIE] : undefined
      const page = await renderPage(
        odd ? NO_PAGE_PATH : request.url,
        (task) => reply.raw.once('close', task),
        token || undefined,
      )
      // What the server paints for one session is for that browser alone, and kept by nobody.
      reply.header('cache-control', 'private' in page ? 'private, no-store' : 'no-cache')
      if (signedIn) reply.header('vary', 'Cookie')
      if (page.status === 308) return reply.redirect(page.location, 308)
      // Without a server bundle the shell's status is 200 (the app then says what is missing).
      reply.status(odd ? 404 : page.status).type('text/html; charset=utf-8')
      return page.html.send(request, reply)
    }
    // `/` is a directory to the static plugin (a 403 for clients that ask for no compression).
    app.get('/', sendShell)
    // Every other path is a client route: answer with the app shell.
    app.setNotFoundHandler((request, reply) => {
      // The static wildcard also catches unknown /api paths: those stay JSON 404s.
      if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) {
        return reply.status(404).send({ message: 'Not found.' })
      }
      return sendShell(request, reply)
    })
  }
}
