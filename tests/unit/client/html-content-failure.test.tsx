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

it('a sanitiser that fails to load shows the error once, and the retry loads it', async () => {
  let attempts = 0
  vi.doMock('../../../src/components/sanitise-html', async () => {
    attempts += 1
    if (attempts === 1) throw new Error('offline')
    return vi.importActual('../../../src/components/sanitise-html')
  })
  const { HtmlContent, loadSanitiser } = await import('../../../src/components/html-content')
  const container = document.createElement('div')
  const root = createRoot(container)
  vi.spyOn(console, 'error').mockImplementation(() => {})
  await act(async () => {
    root.render(
      <Boundary>
        <HtmlContent html="<p>Care staff.</p>" headingsFrom={3} />
      </Boundary>,
    )
  })
  await act(async () => {})
  // One attempt, then the page's error state: no loop of attempts.
  expect(attempts).toBe(1)
  const retry = container.querySelector('button')
  expect(retry?.textContent).toBe('Try again')
  // The reader taps it a moment later.
  vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 1500)
  await act(async () => retry?.click())
  await act(async () => {
    await loadSanitiser()
  })
  expect(container.querySelector('.prose-content')?.innerHTML).toBe('<p>Care staff.</p>')
  expect(attempts).toBe(2)
  vi.doUnmock('../../../src/components/sanitise-html')
})
