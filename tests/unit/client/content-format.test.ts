// @vitest-environment jsdom
// The CMS title check reads HTML as text with the DOM, as the browser and the server's first paint do.
import { describe, expect, it } from 'vitest'
import type { Blog } from '@/shared/contract/content'
import { withoutRepeatedTitle } from '@/features/content/components/cms-page'
import { formatBlogDate } from '@/features/content/data/format-blog-date'
import { formatCount } from '@/features/content/components/format-count'
import { newestFirst } from '@/features/content/components/newest-first'
import { truncate } from '@/lib/text'

const blog = (id: number, created_at: string | null): Blog => ({
  id,
  name: `Blog ${id}`,
  image: '',
  description: '',
  authorname: '',
  created_at,
})

describe('short texts (docs/product-rules.md §9)', () => {
  it('are cut at 100 characters plus an ellipsis, with no space left before it', () => {
    expect(truncate('a'.repeat(100))).toBe('a'.repeat(100))
    expect(truncate('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`)
    expect(truncate(`${'a'.repeat(99)} neglect`)).toBe(`${'a'.repeat(99)}...`)
  })
})

describe('home counters', () => {
  it('reads like "48,000+"', () => {
    expect(formatCount(48000)).toBe('48,000+')
    expect(formatCount(120)).toBe('120+')
    expect(formatCount(1250000)).toBe('1,250,000+')
    expect(formatCount(0)).toBe('0+')
  })
})

describe('blog dates', () => {
  it('shows the day, month name and year, from an ISO date or the database form', () => {
    expect(formatBlogDate('2026-03-09')).toEqual({ label: '9 March 2026', iso: '2026-03-09' })
    expect(formatBlogDate('2026-11-04 00:00:00+00')).toEqual({ label: '4 November 2026', iso: '2026-11-04' })
  })

  it('shows the same day whatever time zone the reader is in (server paint and hydration agree)', () => {
    // Midnight UTC on 4 November is the evening of the 3rd in New York, 09:00 on the 4th in Tokyo.
    const zone = process.env.TZ
    try {
      for (const tz of ['America/New_York', 'Asia/Tokyo', 'UTC']) {
        process.env.TZ = tz
        expect(formatBlogDate('2026-11-04 00:00:00+00')).toEqual({ label: '4 November 2026', iso: '2026-11-04' })
        expect(formatBlogDate('2026-03-09')).toEqual({ label: '9 March 2026', iso: '2026-03-09' })
        // The day in UTC, as the API stores it: 23:59 UTC is still that day, even in Tokyo.
        expect(formatBlogDate('2026-06-30T23:59:00Z')).toEqual({ label: '30 June 2026', iso: '2026-06-30' })
      }
    } finally {
      process.env.TZ = zone
    }
  })

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatBlogDate(null)).toBeNull()
    expect(formatBlogDate('soon')).toBeNull()
  })
})

describe('latest blogs', () => {
  it('puts the newest first whatever order they came in, undated last', () => {
    const sorted = newestFirst([blog(1, '2026-03-09'), blog(2, null), blog(3, '2026-11-04'), blog(4, '2026-07-01')])
    expect(sorted.map((b) => b.id)).toEqual([3, 4, 1, 2])
  })
})

describe('CMS page body', () => {
  it('drops a first heading that only repeats the page title', () => {
    expect(withoutRepeatedTitle('<h2>Terms and Conditions</h2>\n<p>These terms…</p>', 'Terms and Conditions')).toBe(
      '\n<p>These terms…</p>',
    )
    expect(withoutRepeatedTitle('<h1 class="x">privacy policy</h1><p>x</p>', 'Privacy Policy')).toBe('<p>x</p>')
  })

  it('keeps any other heading, and a repeat that is not first', () => {
    const about = '<h2>Training that helps people care well</h2><p>x</p>'
    expect(withoutRepeatedTitle(about, 'About Us')).toBe(about)
    const later = '<p>Intro</p><h2>About Us</h2>'
    expect(withoutRepeatedTitle(later, 'About Us')).toBe(later)
  })
})
