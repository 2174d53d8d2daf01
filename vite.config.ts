import picomatch from 'picomatch'
import { NOT_START_CODE, START_CODE } from './start-code.js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
// The config's own imports name their extension: Vite's native config loader, its coming default,
// resolves no other way. The same holds for env-schema.ts's import of check-env.ts, in its graph.
import { COMPRESS_THRESHOLD } from './server/lib/compressed-text.ts'
import { checkClientEnv } from './src/lib/env-schema.ts'
import { BROTLI_OPTIONS, firstPaint, firstVisitFirst, GZIP_OPTIONS } from './scripts/vite-first-paint.ts'

const apiPort = process.env.API_PORT ?? '8081'

/**
 * The version of the photographs' masters (scripts/photos.ts), which every image URL carries. '0'
 * without them: the server then answers those URLs with its current images, uncached.
 */
function imageSetVersion(): string {
  try {
    return (JSON.parse(readFileSync('media/images/manifest.json', 'utf8')) as { version: string }).version
  } catch {
    return '0'
  }
}

/**
 * The code every page runs at start (start-code.js), bundled as one chunk instead of ~60 small
 * shared ones: a shorter chain of requests, and ~15 KB gzip less (one file compresses better than
 * sixty). Route components (`?tsr-split`, a query on the route's id) and the database stay
 * separate, loaded when used.
 */
const isStartFile = picomatch(
  START_CODE.map((glob) => `**/${glob}`),
  { ignore: NOT_START_CODE.map((glob) => `**/${glob}`) },
)
const isStartCode = (id: string) => !id.includes('?') && isStartFile(id)
/** The chunks loaded at start-up: the entry, the app and what the app imports. */
const startChunk = /(^|\/)(index|app|framework|rolldown-runtime)-[^/]*\.js$/
/** The chunks the entry imports to start the app: preloaded by the page itself (scripts/vite-first-paint.ts). */
const appStartChunk = /(^|\/)(start-app|app|framework|rolldown-runtime)-[^/]*\.js$/

export default defineConfig(({ mode, isSsrBuild }) => {
  // The values the client is built with (.env files and the environment, as import.meta.env reads
  // them), checked here rather than in every visitor's browser as the app starts.
  const clientEnv = checkClientEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  const brand = clientEnv.VITE_BRAND
  const paint = firstPaint({ startChunk: appStartChunk })
  return {
    plugins: [
      // Must come before react(): it generates src/routeTree.gen.ts and splits each route's component.
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      tailwindcss(),
      // The early-input script in <head>, and the app's start chunks preloaded by the page.
      !isSsrBuild && paint,
      // The server's first-paint bundle (dist-ssr/) has no service worker of its own.
      !isSsrBuild &&
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src',
          filename: 'sw.ts',
          // The app shows a "New version available — Reload" toast; it never reloads by itself.
          registerType: 'prompt',
          injectRegister: false,
          injectManifest: {
            // The app shell and the home page's drawn pictures (~10 KB, some below the fold that a visit
            // may never load). Photographs are not precached (hundreds of KB, and the right size
            // depends on the screen): they are cached at the sizes this device used, or saved.
            globPatterns: ['**/*.{js,css,html}', 'favicon.svg', 'icons/icon-192.png', 'images/home/*.svg'],
            // What a first visit needs offline first (src/sw.ts asks for the files in this order).
            manifestTransforms: [firstVisitFirst({ offlineCode: paint.api.offlineCode, startChunk })],
          },
          manifest: {
            id: '/',
            name: `${brand} Learning — care training`,
            short_name: brand,
            description: 'Accredited health and social care e-learning: browse, save for offline, book and pay.',
            lang: 'en-GB',
            start_url: '/',
            scope: '/',
            display: 'standalone',
            orientation: 'any',
            theme_color: '#15803d',
            background_color: '#ffffff',
            categories: ['education', 'medical'],
            icons: [
              { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
              { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
            screenshots: [
              {
                src: '/screenshots/phone.png',
                sizes: '720x1480',
                type: 'image/png',
                form_factor: 'narrow',
                label: 'Courses on a phone',
              },
              {
                src: '/screenshots/desktop.png',
                sizes: '1280x800',
                type: 'image/png',
                form_factor: 'wide',
                label: 'The storefront on a desktop',
              },
            ],
            shortcuts: [
              {
                name: 'Courses',
                short_name: 'Courses',
                url: '/courses',
                icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
              },
              {
                name: 'Cart',
                short_name: 'Cart',
                url: '/cart',
                icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
              },
            ],
          },
        }),
      // Brotli and gzip files beside the build's assets, made once at their smallest, which the
      // server sends as they are (@fastify/static's preCompressed): compressing the framework's
      // 330 KB for each request took ~25 ms of the server's CPU.
      !isSsrBuild &&
        compression({
          algorithms: [defineAlgorithm('brotliCompress', BROTLI_OPTIONS), defineAlgorithm('gzip', GZIP_OPTIONS)],
          threshold: COMPRESS_THRESHOLD,
          logLevel: 'silent',
        }),
    ],
    define: {
      __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
      __CLIENT_ENV__: JSON.stringify(clientEnv),
      __IMAGE_SET__: JSON.stringify(imageSetVersion()),
    },
    // `@/…` is src/ (tsconfig.json's paths say the same for TypeScript and ESLint).
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    // Its package.json points Node at a file Node cannot import as ESM: bundle it into dist-ssr/.
    ssr: { noExternal: ['workbox-window'] },
    build: {
      target: 'es2022',
      // `SOURCEMAP=1` for reading what each chunk holds (bench/what-changed.md used it); off by
      // default, so no map is deployed.
      sourcemap: process.env.SOURCEMAP === '1',
      copyPublicDir: !isSsrBuild,
      // Every chunk is fetched together with the chunks it imports, not one round trip after another
      // (a route's chain was up to four deep: /blogs → newest-first → format-blog-date → parseISO).
      // The app's own imports are left out of the later lists: they are loaded before any route is.
      // (The app's entry is its chunk, or `start-app-*.js` re-exporting it: rolldown makes that one
      // because a chunk the app imports has a top-level await, lib/start-framework.ts.)
      modulePreload: {
        polyfill: false,
        resolveDependencies: (file, deps) =>
          /(^|\/)(start-)?app-[^/]*\.js$/.test(file) ? deps : deps.filter((dep) => !startChunk.test(dep)),
      },
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  // The entry (main.tsx) and what it shares with the app, in one file kept out of the
                  // app's chunks: a second file it imported was a request chained behind it, ahead of
                  // the first paint in Lighthouse's simulation.
                  { name: 'index', test: /src\/main\.tsx|preload-helper/, priority: 3 },
                  // With lib/start-framework.ts, whose top-level await (the framework set up, then a
                  // pause) every chunk that imports from this one waits for.
                  {
                    name: 'framework',
                    test: /node_modules\/(react|react-dom|scheduler|@tanstack|workbox-window|use-sync-external-store)\/|src\/lib\/start-framework\.ts/,
                    priority: 2,
                  },
                  { name: 'app', test: isStartCode, priority: 1 },
                ],
              },
            },
          },
    },
    server: {
      host: '127.0.0.1',
      proxy: {
        '/api': `http://127.0.0.1:${apiPort}`,
        '/user_dashboard': `http://127.0.0.1:${apiPort}`,
        '/img/': `http://127.0.0.1:${apiPort}`,
      },
    },
  }
})
