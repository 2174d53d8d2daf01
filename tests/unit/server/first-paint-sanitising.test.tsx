// @module-tag pglite-only: the first paint's HTML sanitiser, with no database.
import { JSDOM } from 'jsdom'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { HtmlContent, loadSanitiser } from '@/components/html-content'
import { provideDom } from '@/lib/dom'
import { HOSTILE } from '../../helpers/hostile-html'

// The server's first paint runs HtmlContent in Node, where DOMPurify works in the window it is given.
beforeAll(async () => {
  provideDom(new JSDOM('').window)
  // As the server does before its first render (src/first-paint/server.tsx).
  await loadSanitiser()
})

describe('API HTML in the server’s first paint', () => {
  it('is sanitised as in the browser: no script, no handler, no javascript: link, no frame', () => {
    const html = renderToString(<HtmlContent html={HOSTILE} headingsFrom={2} />)
    expect(html).toContain('<p id="marker">Hostile content follows.</p>')
    expect(html).toContain('<img src="/nope.png">')
    expect(html).toContain('<a id="js-link">Click me</a>')
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i)
  })

  it('renumbers the provider’s headings from the page’s level, in order and with no level skipped', () => {
    const html = renderToString(
      <HtmlContent
        headingsFrom={2}
        html={'<h3 id="a">Why</h3><p>x</p><h5 class="k">How</h5><h3>When</h3><h1>Lead <em>in</em></h1>'}
      />,
    )
    expect(html).toContain('<h3 id="a">Why</h3><p>x</p><h4 class="k">How</h4><h3>When</h3><h2>Lead <em>in</em></h2>')
  })
})
