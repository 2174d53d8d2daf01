// @vitest-environment jsdom
import { act, Component, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it, vi } from 'vitest'

// React's act() in a test environment of our own (not Testing Library's render).
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Try again
      </button>
    ) : (
      this.props.children
    )
  }
}

/** Lets React and the module's promises settle (a dynamic import takes a few turns). */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)))

it('a sanitiser that cannot arrive offline never reaches the error boundary: the section says it waits, and shows once the connection is back', async () => {
  let attempts = 0
  vi.doMock('../../../src/components/sanitise-html', async () => {
    attempts += 1
    if (attempts === 1) throw new Error('offline')
    return vi.importActual('../../../src/components/sanitise-html')
  })
  // Offline from the start; when the browser says it is back, the server's health check answers.
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"ok":true}', { status: 200 })))
  const { HtmlContent } = await import('@/components/html-content')
  const container = document.createElement('div')
  const root = createRoot(container)
  await act(async () => {
    root.render(
      <Boundary>
        <HtmlContent html="<p>Care staff.</p>" headingsFrom={3} />
      </Boundary>,
    )
  })
  await vi.waitFor(async () => {
    await settle()
    expect(container.textContent).toBe('This part of the page shows once you’re back online.')
  })
  // One attempt, no error for the page's boundary, and words in the section's place: no loop either.
  await settle()
  expect(attempts).toBe(1)
  expect(container.querySelector('button')).toBeNull()
  expect(container.textContent).toBe('This part of the page shows once you’re back online.')

  onLine.mockReturnValue(true)
  await act(async () => {
    window.dispatchEvent(new Event('online'))
  })
  await vi.waitFor(async () => {
    await settle()
    expect(container.querySelector('.prose-content')?.innerHTML).toBe('<p>Care staff.</p>')
  })
  expect(attempts).toBe(2)
  vi.doUnmock('../../../src/components/sanitise-html')
  vi.unstubAllGlobals()
})
