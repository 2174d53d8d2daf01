// @vitest-environment jsdom
/**
 * The early-input script as built (scripts/vite-first-paint.ts), run over a painted page: what it
 * records and stops, and its size.
 */
import { gzipSync } from 'node:zlib'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildEarlyInput } from '../../../scripts/vite-first-paint'

let code = ''

beforeAll(async () => {
  code = await buildEarlyInput()
  document.body.innerHTML = `
    <div id="root">
      <a href="#elsewhere">A link</a>
      <button type="button">Add to cart</button>
      <label><input type="checkbox" name="category" /> Dementia</label>
      <form><input name="email" /><button>Log in</button></form>
    </div>
    <button type="button" id="outside">Outside the page</button>`
  // As the browser runs it: a classic script, in the page's global scope.
  new Function(code)()
}, 30_000)

const click = (el: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  el.dispatchEvent(event)
  return event.defaultPrevented
}

describe('the early-input script', () => {
  it('stays within 1.5 KB gzip, and is a classic script (no import or export)', () => {
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(1536)
    expect(code).not.toMatch(/^\s*(import|export)\s/m)
  })

  it('records taps, ticks, submits and typing on the page in order, holds them back, and marks each control', () => {
    const root = document.getElementById('root')!
    const [link] = root.getElementsByTagName('a')
    const [add, logIn] = root.getElementsByTagName('button')
    const box = root.querySelector('input[type=checkbox]')!
    const label = root.querySelector('label')!
    const email = root.querySelector<HTMLInputElement>('input[name=email]')!

    expect(click(link!)).toBe(false)
    expect(click(add!)).toBe(true)
    expect(add!.hasAttribute('data-early-pressed')).toBe(true)
    // The label's tap is the checkbox's, once.
    expect(click(label)).toBe(true)
    expect(box.hasAttribute('data-early-pressed')).toBe(true)
    email.value = 'a@b.example'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    email.value = 'ann@care.example'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    expect(click(logIn!)).toBe(true)
    // Outside the page (the script's own notice): left alone.
    expect(click(document.getElementById('outside')!)).toBe(false)

    // Until the app takes over, the photographs below the fold wait (styles.css).
    expect(document.documentElement.hasAttribute('data-photos-wait')).toBe(true)
    const taken = window.earlyInput!.take()
    expect(document.documentElement.hasAttribute('data-photos-wait')).toBe(false)
    expect(taken.map(({ type, el, value }) => [type, el, value])).toEqual([
      ['click', add, undefined],
      ['click', box, undefined],
      ['value', email, 'ann@care.example'],
      ['click', logIn, undefined],
    ])
    expect(taken[0]!.what).toBe('button  Add to cart')

    // Taken over: the app handles input from now on.
    expect(click(add!)).toBe(false)
    expect(window.earlyInput!.take()).toEqual([])
  })

  it('lets the photographs come as soon as the reader scrolls, before the app has started', () => {
    // Run afresh, as on a new page.
    new Function(code)()
    expect(document.documentElement.hasAttribute('data-photos-wait')).toBe(true)
    window.dispatchEvent(new Event('scroll'))
    expect(document.documentElement.hasAttribute('data-photos-wait')).toBe(false)
  })

  describe('a double tap', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it('on one control within half a second counts once; a tap after that, or on another control, counts again', () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      // Run afresh, as on a new page; the earlier run stops recording first, as the app's take makes
      // it (a recording script keeps the taps it holds back from every other listener).
      window.earlyInput?.take()
      new Function(code)()
      const root = document.getElementById('root')!
      const [add, logIn] = root.getElementsByTagName('button')
      const label = root.querySelector('label')!
      const box = root.querySelector('input[type=checkbox]')!
      const tapAt = (ms: number, el: Element) => {
        vi.setSystemTime(ms)
        return click(el)
      }

      // A double tap: both held back (the second must not reach the painted page either), one recorded.
      expect(tapAt(10_000, add!)).toBe(true)
      expect(tapAt(10_300, add!)).toBe(true)
      // A third tap, 0.6 s after the first but 0.3 s after the second, is the same burst.
      expect(tapAt(10_600, add!)).toBe(true)
      // A deliberate tap once the burst is over counts.
      expect(tapAt(11_200, add!)).toBe(true)
      // Another control in between: each tap is its own intent.
      tapAt(11_300, logIn!)
      tapAt(11_400, add!)
      // A label's double tap is its checkbox's, once.
      tapAt(12_000, label)
      tapAt(12_200, label)

      expect(window.earlyInput!.take().map(({ type, el }) => [type, el])).toEqual([
        ['click', add],
        ['click', add],
        ['click', logIn],
        ['click', add],
        ['click', box],
      ])
    })
  })

  it('a failure to load the app’s code while the person leaves the page is none: held, and recovered from if they stay', () => {
    window.earlyInput?.take()
    new Function(code)()
    // Asking the server whether it answers is the recovery's first step.
    const asked = vi.fn(() => new Promise<Response>(() => {}))
    vi.stubGlobal('fetch', asked)
    try {
      // A navigation away starts (Firefox stops the page's loads: its code "fails").
      window.dispatchEvent(new Event('beforeunload'))
      expect(window.earlyInput!.leaving()).toBe(true)
      window.earlyInput!.failed()
      expect(asked).not.toHaveBeenCalled()
      expect(document.getElementById('early-notice')).toBeNull()
      // The navigation did not happen after all (a download): their next tap shows they are here.
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
      expect(window.earlyInput!.leaving()).toBe(false)
      expect(asked).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
      window.earlyInput?.take()
    }
  })
})
