/**
 * Two additions to the built index.html for the first paint:
 * - the early-input script (src/first-paint/early-input.ts), built into a classic script of its
 *   own hashed file and loaded in <head>, so that it runs before the page is painted (the
 *   Content-Security-Policy allows no inline script);
 * - module preloads of the chunks the app starts with, so that they download while the page's
 *   images do, not once the entry has run and asked for them.
 */
import { createHash } from 'node:crypto'
import { rolldown } from 'rolldown'
import type { HtmlTagDescriptor, Plugin } from 'vite'

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

const scriptTag = (src: string): HtmlTagDescriptor => ({ tag: 'script', attrs: { src }, injectTo: 'head' })

/**
 * `startChunk` names the chunks the app starts with (vite.config.ts's code-splitting groups): their
 * preloads are written into the page, at low priority, so that the page's own images go first.
 */
export function firstPaint({ startChunk }: { startChunk: RegExp }): Plugin {
  let fileName = ''
  let building = false
  return {
    name: 'carewise-first-paint',
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
            attrs: { rel: 'modulepreload', href: `/${file.fileName}`, fetchpriority: 'low' },
            injectTo: 'head',
          }))
        return [scriptTag(`/${fileName}`), ...preloads]
      },
    },
  }
}
