// @vitest-environment jsdom
import { act, type ComponentType, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, it, vi } from 'vitest'
import type { HtmlContent as Html } from '@/components/html-content'

// React's act() in a test environment of our own (not Testing Library's render).
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const MODULE = '../../../src/components/html-content'
const HTML = '<h2>Who it is for</h2><p>Care staff.</p><img src="x" onerror="window.hacked = true">'

let rerender = () => {}
/** A course page in small: its own state, and one piece of API HTML. */
const page = (HtmlContent: ComponentType<Parameters<typeof Html>[0]>) =>
  function Page() {
    const [renders, setRenders] = useState(0)
    rerender = () => setRenders((count) => count + 1)
    return (
      <article data-renders={renders}>
        <HtmlContent html={HTML} headingsFrom={3} />
      </article>
    )
  }

it('adopts painted API HTML as it stands until the sanitiser arrives, through a re-render of the page meanwhile', async () => {
  // The server loads the sanitiser before it renders (src/first-paint/server.tsx).
  const server = (await import(MODULE)) as typeof import('@/components/html-content')
  await server.loadSanitiser()
  const container = document.createElement('div')
  const PaintedPage = page(server.HtmlContent)
  container.innerHTML = renderToString(<PaintedPage />)
  document.body.append(container)
  const painted = container.querySelector('.prose-content')
  expect(painted?.innerHTML).toBe('<h3>Who it is for</h3><p>Care staff.</p><img src="x">')

  // A browser whose sanitiser has not arrived yet: a fresh module, its chunk held back.
  vi.resetModules()
  let release = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  vi.doMock('../../../src/components/sanitise-html', async () => {
    await arrived
    return vi.importActual('../../../src/components/sanitise-html')
  })
  const browser = (await import(MODULE)) as typeof import('@/components/html-content')
  const Page = page(browser.HtmlContent)
  const recoverable = vi.fn()
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: recoverable })
  })
  // The page re-renders (a tap, new data) while the sanitiser is still on its way.
  await act(async () => rerender())
  expect(container.querySelector('article')?.dataset.renders).toBe('1')
  expect(container.querySelector('.prose-content')).toBe(painted)
  expect(painted?.innerHTML).toBe('<h3>Who it is for</h3><p>Care staff.</p><img src="x">')

  await act(async () => {
    release()
    await browser.loadSanitiser()
  })
  expect(container.querySelector('.prose-content')).toBe(painted)
  expect(painted?.innerHTML).toBe('<h3>Who it is for</h3><p>Care staff.</p><img src="x">')
  expect(recoverable).not.toHaveBeenCalled()
  vi.doUnmock('../../../src/components/sanitise-html')
})
