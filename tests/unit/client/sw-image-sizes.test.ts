import { describe, expect, it } from 'vitest'
import { otherSizes } from '@/lib/sw-routes'

describe('the sizes the service worker tries offline for a photograph it never fetched at the asked size', () => {
  it('are the same photograph, the nearest larger widths first, then the smaller, the asked-for format first', () => {
    const tried = otherSizes('/img/bdd5e40b0b/320/courses/dementia-awareness.avif')
    expect(tried.slice(0, 4)).toEqual([
      '/img/bdd5e40b0b/640/courses/dementia-awareness.avif',
      '/img/bdd5e40b0b/640/courses/dementia-awareness.webp',
      '/img/bdd5e40b0b/640/courses/dementia-awareness.jpg',
      '/img/bdd5e40b0b/960/courses/dementia-awareness.avif',
    ])
    const widths = tried.filter((url) => url.endsWith('.avif')).map((url) => Number(url.split('/')[3]))
    expect(widths).toEqual([640, 960, 1280, 1600, 160])
    expect(tried).not.toContain('/img/bdd5e40b0b/320/courses/dementia-awareness.avif')
    expect(tried.every((url) => url.includes('/courses/dementia-awareness.'))).toBe(true)
  })

  it('are none for what is not a catalogue photograph', () => {
    expect(otherSizes('/images/courses/dementia-awareness.svg')).toEqual([])
    expect(otherSizes('/img/bdd5e40b0b/333/courses/dementia-awareness.avif')).toEqual([])
  })
})
