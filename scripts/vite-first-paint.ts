/**
 * Additions to the build for the first paint:
 * - the early-input script (src/first-paint/early-input.ts), built into a classic script of its
 *   own hashed file and loaded in <head>, so that it runs before the page is painted (the
 *   Content-Security-Policy allows no inline script);
 * - module preloads of the chunks the app starts with, so that they download while the page's
 *   images do, not once the entry has run and asked for them;
 * - V8's compile hint at the top of the start chunks (below);
 * - a list of each route's own chunks (ROUTE_CHUNKS_FILE), from which the server adds preloads of
 *   the painted page's routes (server/pages/renderer.ts): the app cannot hydrate a page before its route's
 *   code has arrived, and fetched only once the app has started it cost a round trip after all the
 *   rest (~190 ms on the bench's phone profile).
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { rolldown } from 'rolldown'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { HtmlTagDescriptor, Plugin } from 'vite'
import type { CustomInjectManifestOptions } from 'vite-plugin-pwa'

type ManifestTransform = NonNullable<CustomInjectManifestOptions['manifestTransforms']>[number]
import { OFFLINE_CODE, ROUTE_CHUNKS_FILE } from '../server/lib/route-chunks.ts'

const SOURCE = 'src/first-paint/early-input.ts'
const DEV_PATH = '/@early-input.js'

/** The early-input script as one minified classic script (an IIFE with no imports). */
export async function buildEarlyInput(): Promise<string> {
  const bundle = await rolldown({ input: SOURCE, logLevel: 'silent' })
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true })
    const [chunk] = output
    if (!chunk || chunk.type !== 'chunk') throw new Error(`${SOURCE} built to nothing`)
    return chunk.code
  } finally {
    await bundle.close()
  }
}

/** A route's id as its file declares it (`createFileRoute('/courses')`); the root's is TanStack's own. */
function routeIdOf(file: string): string | undefined {
  if (/[\\/]__root\.tsx$/.test(file)) return '__root__'
  return /createFileRoute\(\s*['"]([^'"]+)['"]/.exec(readFileSync(file, 'utf8'))?.[1]
}

/**
 * Route id → the chunks its split components need (TanStack's autoCodeSplitting makes them from
 * `src/routes/<file>.tsx?tsr-split=…`), with the chunks those import, except what every page loads
 * already: the entry with its imports, and the start chunks.
 */
function routeChunks(bundle: OutputBundle, isStart: (fileName: string) => boolean): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const withImports = (fileName: string, into: Set<string>, skip: Set<string>) => {
    if (into.has(fileName) || skip.has(fileName) || isStart(fileName)) return
    into.add(fileName)
    for (const imported of byName.get(fileName)?.imports ?? []) withImports(imported, into, skip)
  }
  const loadedByEveryPage = new Set<string>()
  for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, loadedByEveryPage, new Set())
  const files = new Map<string, Set<string>>()
  // A route file stands behind each of its split chunks: read once.
  const routeIds = new Map<string, string | undefined>()
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const route = /^([^?]*[\\/]src[\\/]routes[\\/][^?]+\.tsx)\?tsr-split=/.exec(id)?.[1]
      if (route && !routeIds.has(route)) routeIds.set(route, routeIdOf(route))
      const routeId = route && routeIds.get(route)
      if (!routeId) continue
      if (!files.has(routeId)) files.set(routeId, new Set())
      withImports(chunk.fileName, files.get(routeId)!, loadedByEveryPage)
    }
  }
  // The code behind what a painted page offers offline, which a first visit must hold before the
  // service worker does (server/lib/route-chunks.ts): the cart, saved courses and contact pages,
  // the database, booking step 1's form and the date formatters of the offline notice and blogs.
  const offline = new Set<string>()
  for (const routeId of OFFLINE_ROUTES) for (const file of files.get(routeId) ?? []) offline.add(file)
  for (const chunk of chunks)
    if (chunk.moduleIds.some((id) => OFFLINE_MODULES.test(id))) withImports(chunk.fileName, offline, loadedByEveryPage)
  files.set(OFFLINE_CODE, offline)
  return Object.fromEntries([...files].map(([routeId, names]) => [routeId, [...names].sort()]))
}

const OFFLINE_ROUTES = ['/cart', '/saved', '/contact']
const OFFLINE_MODULES =
  /[\\/]src[\\/](lib[\\/]db\.ts|features[\\/]content[\\/]data[\\/]format-blog-date\.ts|features[\\/]booking[\\/]components[\\/]basic-info-form\.tsx)$|[\\/]node_modules[\\/]date-fns[\\/]/

/**
 * V8's compile hint (Chromium 136 on; other engines read a comment): it compiles every function of
 * the file on a background thread while the file is still downloading, instead of each one on the
 * page's main thread when first called. Nearly all of the start chunks' code runs as the app starts;
 * on the bench's phone the main thread spent ~600 ms compiling before the app was ready, ~180 ms
 * with the hint (bench/what-changed.md, nineteenth run). The line it adds shifts a source map's
 * lines by one.
 */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad'
function hintCompileAll(chunk: OutputChunk, bundle: OutputBundle): void {
  chunk.code = `${COMPILE_ALL_HINT}\n${chunk.code}`
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
  const brotli = bundle[`${chunk.fileName}.br`]
  if (brotli?.type === 'asset') brotli.source = brotliCompressSync(chunk.code, BROTLI_OPTIONS)
  const gzip = bundle[`${chunk.fileName}.gz`]
  if (gzip?.type === 'asset') gzip.source = gzipSync(chunk.code, GZIP_OPTIONS)
}

/** The build's compressed copies, at their smallest (vite.config.ts): made once, sent as they are. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }
export const GZIP_OPTIONS = { level: 9 }

/** What the first-paint plugin tells the service worker's build: the offline code it named. */
export type FirstPaintApi = { offlineCode: () => readonly string[] }

const scriptTag = (src: string): HtmlTagDescriptor => ({ tag: 'script', attrs: { src }, injectTo: 'head' })

/**
 * `startChunk` names the chunks the app starts with (vite.config.ts's code-splitting groups): their
 * preloads are written into the page at the browser's own priority for scripts. At low priority a
 * phone shared its line between them and the page's photographs, and the page answered 130–240 ms
 * later (bench/what-changed.md, eighteenth run); the largest photograph keeps its own high priority.
 */
export function firstPaint({ startChunk }: { startChunk: RegExp }): Plugin<FirstPaintApi> & { api: FirstPaintApi } {
  let fileName = ''
  let building = false
  let offlineCode: readonly string[] = []
  return {
    name: 'carewise-first-paint',
    api: { offlineCode: () => offlineCode },
    configResolved(config) {
      building = config.command === 'build'
    },
    async buildStart() {
      if (!building) return
      const code = await buildEarlyInput()
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
      fileName = `assets/early-input-${hash}.js`
      this.emitFile({ type: 'asset', fileName, source: code })
    },
    generateBundle: {
      // After Vite's own additions, which go at the top of a chunk (its preload list): V8 reads the
      // hint only there. The compressed copies, made by then, are made again.
      order: 'post',
      handler(_options, bundle) {
        const isStart = (fileName: string) => startChunk.test(fileName)
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && isStart(file.fileName)) hintCompileAll(file, bundle)
        const chunks = routeChunks(bundle, isStart)
        offlineCode = chunks[OFFLINE_CODE] ?? []
        this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(chunks, null, 2) })
      },
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response, next) => {
        buildEarlyInput().then((code) => {
          response.setHeader('content-type', 'text/javascript')
          response.end(code)
        }, next)
      })
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [scriptTag(DEV_PATH)]
        const preloads = Object.values(context.bundle)
          .filter((file) => file.type === 'chunk' && !file.isEntry && startChunk.test(file.fileName))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', href: `/${file.fileName}` },
            injectTo: 'head',
          }))
        return [scriptTag(`/${fileName}`), ...preloads]
      },
    },
  }
}

/**
 * The precache's order: first what a first visit needs to carry on offline (the shell, the styles,
 * the start code, the early-input script and the code behind a painted page's offline actions,
 * OFFLINE_CODE), then the rest. The service worker asks for the files in this order (src/sw.ts),
 * so a connection lost while it installs takes the other pages' code, not these.
 */
export function firstVisitFirst({
  offlineCode,
  startChunk,
}: {
  offlineCode: FirstPaintApi['offlineCode']
  startChunk: RegExp
}): ManifestTransform {
  return (entries) => {
    // From the build itself, not from a file: a build may write to another folder (--outDir).
    const offline = new Set(offlineCode())
    const first = (url: string) =>
      url === 'index.html' ||
      url.endsWith('.css') ||
      startChunk.test(url) ||
      /(^|\/)(start-app|early-input)-[^/]*\.js$/.test(url) ||
      offline.has(url)
    return { manifest: [...entries.filter(({ url }) => first(url)), ...entries.filter(({ url }) => !first(url))] }
  }
}
