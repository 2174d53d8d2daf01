// @vitest-environment jsdom
/**
 * The update toast ("New version available") against workbox-window's events, as each engine sends
 * them: Workbox says a worker is "waiting" whenever one stays installed for 200 ms, which a first
 * install does on a slow or busy device (Firefox, once, on a first visit) though nothing is there to
 * update.
 */
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The Workboxes the hook makes: events are sent to them as workbox-window would. */
const made: EventTarget[] = []
vi.mock('workbox-window', () => ({
  Workbox: class extends EventTarget {
    constructor() {
      super()
      made.push(this)
    }
    register = () => Promise.resolve(undefined)
    update = () => Promise.resolve()
    messageSkipWaiting = () => undefined
  },
}))

/** A browser whose page a worker controls already (a later visit), or none (a first visit). */
function browserWith(controller: object | null) {
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: { controller } }))
}

// The hook registers one worker per page: a fresh module (and page) for each test.
async function renderToast() {
  vi.resetModules()
  made.length = 0
  const { UpdateToast } = await import('@/features/offline/components/update-toast')
  render(<UpdateToast />)
  const [workbox] = made
  if (!workbox) throw new Error('the hook made no Workbox')
  return workbox
}

const waiting = (target: EventTarget) => act(() => void target.dispatchEvent(new Event('waiting')))

beforeEach(() => vi.stubEnv('PROD', true))
afterEach(() => {
  cleanup()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('the update toast', () => {
  it('says nothing on a first visit, when the first worker is slow to activate', async () => {
    browserWith(null)
    const events = await renderToast()
    await waiting(events)
    expect(screen.queryByText('New version available')).toBeNull()
  })

  it('offers the new version when one waits behind the worker in charge', async () => {
    browserWith({ scriptURL: '/sw.js' })
    const events = await renderToast()
    await waiting(events)
    expect(screen.getByText('New version available')).toBeTruthy()
  })
})
