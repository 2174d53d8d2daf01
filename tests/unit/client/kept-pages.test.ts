import { describe, expect, it } from 'vitest'
import { KEPT_COPY_ATTRIBUTE, keptCopy } from '@/lib/sw-routes'
import { PAINTED_FOR_ATTRIBUTE } from '@/shared/page-session'

/** The built shell's form (dist/index.html), for a build whose entry is `entry`. */
const shell = (entry: string) =>
  `<!doctype html>\n<html lang="en-GB">\n  <head>\n    <title>Carewise</title>\n    <script type="module" crossorigin src="/assets/${entry}"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`

/** What server/pages/renderer.ts sends for a page it painted into that shell. */
const painted = (entry: string) =>
  shell(entry).replace(
    '<div id="root"></div>',
    '<div id="root"><main><article><h3>Dementia Awareness</h3></article></main></div><script type="application/json" id="first-paint-data">{"queries":[]}</script>',
  )

describe('the pages the service worker keeps', () => {
  it('keeps a page the server painted for its own build, marked on <html> as a kept copy', () => {
    const copy = keptCopy(painted('index-A1.js'), shell('index-A1.js'))
    expect(copy).toContain(`<html ${KEPT_COPY_ATTRIBUTE} lang="en-GB">`)
    expect(copy).toContain('<h3>Dementia Awareness</h3>')
    expect(copy?.match(new RegExp(KEPT_COPY_ATTRIBUTE, 'g'))).toHaveLength(1)
  })

  it('does not keep a page of another build: its asset files are not in this worker’s precache', () => {
    expect(keptCopy(painted('index-B2.js'), shell('index-A1.js'))).toBeNull()
  })

  it('does not keep the plain shell, which the server sends for pages it leaves to the app', () => {
    expect(keptCopy(shell('index-A1.js'), shell('index-A1.js'))).toBeNull()
  })

  it('never keeps a page painted for a session: the device keeps no company’s staff list', () => {
    const forAccount = painted('index-A1.js').replace(
      'id="first-paint-data"',
      `id="first-paint-data" ${PAINTED_FOR_ATTRIBUTE}="12"`,
    )
    expect(keptCopy(forAccount, shell('index-A1.js'))).toBeNull()
  })

  it('does not keep anything when the shell names no entry script', () => {
    expect(keptCopy(painted('index-A1.js'), '<!doctype html><html><body></body></html>')).toBeNull()
  })
})
