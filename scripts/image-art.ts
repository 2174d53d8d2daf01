/**
 * Drawing helpers shared by the demo artwork (generate-images.ts) and the photographic masters
 * (photos.ts): palettes, text fitting and the category glyphs.
 */

import { seedCategories } from '../server/db/seed-data/categories'

export const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif'

export const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** FNV-1a, for stable per-name variation. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

export function hsl(h: number, s: number, l: number): string {
  const sat = s / 100
  const lig = l / 100
  const k = (n: number): number => (n + h / 30) % 12
  const a = sat * Math.min(lig, 1 - lig)
  const f = (n: number): number => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  const hex = (x: number): string =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0')
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`
}

export interface Palette {
  bg: string
  soft: string
  mid: string
  strong: string
  deep: string
  accent: string
}

/** A calm green/teal/blue palette; `i` spreads hues so neighbours differ. */
export function palette(i: number): Palette {
  const hue = 135 + ((i * 37) % 80) // 135 (green) .. 214 (blue)
  const sat = 42 + ((i * 13) % 24)
  return {
    bg: hsl(hue, sat, 95),
    soft: hsl(hue, sat, 86),
    mid: hsl(hue, sat, 66),
    strong: hsl(hue, sat + 8, 42),
    deep: hsl(hue, sat + 10, 22),
    accent: hsl(28 + ((i * 11) % 22), 88, 74), // a small warm touch
  }
}

/** Rough rendered width of `text` in px: wide sans-serif bold metrics, so estimates err on the safe side. */
export function measure(text: string, size: number): number {
  let em = 0
  for (const ch of text) {
    if (ch === ' ') em += 0.33
    else if (/[ijlft.,:;'’()!|]/.test(ch)) em += 0.38
    else if (/[A-Z0-9mwMW]/.test(ch)) em += 0.76
    else em += 0.62
  }
  return em * size
}

/** Greedy word wrap to a pixel width. */
export function wrap(text: string, width: number, size: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (measure(next, size) > width && line) {
      lines.push(line)
      line = word
    } else {
      line = next
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Picks the largest font size at which `text` fits `width` px in at most `maxLines` lines. */
export function fit(text: string, width: number, sizes: number[], maxLines: number): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrap(text, width, size)
    if (lines.length <= maxLines && lines.every((line) => measure(line, size) <= width)) return { size, lines }
  }
  const size = sizes[sizes.length - 1] ?? 20
  return { size, lines: wrap(text, width, size).slice(0, maxLines) }
}

export function textBlock(
  lines: string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  opts: { weight?: number; anchor?: 'start' | 'middle'; lineHeight?: number } = {},
): string {
  const lh = Math.round(size * (opts.lineHeight ?? 1.18))
  const tspans = lines.map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lh}">${esc(line)}</tspan>`).join('')
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${opts.weight ?? 700}" fill="${fill}"${opts.anchor === 'middle' ? ' text-anchor="middle"' : ''}>${tspans}</text>`
}

export function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${esc(title)}</title>${body}</svg>\n`
}

// ---------------------------------------------------------------- glyphs (drawn in a 100 x 100 box)

export type GlyphName =
  | 'certificate'
  | 'shield'
  | 'droplet'
  | 'person'
  | 'pill'
  | 'brain'
  | 'head-heart'
  | 'plaster'
  | 'moon'
  | 'calendar'
  | 'heart'

export const HEART =
  'M50 86C22 66 10 50 10 35 10 21 20 12 32 12c8 0 14 4 18 10 4-6 10-10 18-10 12 0 22 9 22 23 0 15-12 31-40 51z'

/** `fill` is the glyph colour, `cut` the colour used for details (the background for a single-colour look). */
export function glyph(name: GlyphName, fill: string, cut: string): string {
  switch (name) {
    case 'certificate':
      return `<rect x="16" y="8" width="56" height="74" rx="6" fill="${fill}"/><path d="M27 26h34M27 38h34M27 50h22" stroke="${cut}" stroke-width="5" stroke-linecap="round"/><circle cx="70" cy="70" r="20" fill="${fill}" stroke="${cut}" stroke-width="5"/><path d="M61 70l6 6 12-12" fill="none" stroke="${cut}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
    case 'shield':
      return `<path d="M50 6l38 14v26c0 24-16 42-38 50C28 88 12 70 12 46V20z" fill="${fill}"/><path d="M50 70C36 60 30 52 30 45c0-6 4-10 10-10 4 0 7 2 10 6 3-4 6-6 10-6 6 0 10 4 10 10 0 7-6 15-20 25z" fill="${cut}"/>`
    case 'droplet':
      return `<path d="M46 8S16 44 16 62a30 30 0 0 0 60 0C76 44 46 8 46 8z" fill="${fill}"/><path d="M32 62a14 14 0 0 0 14 14" fill="none" stroke="${cut}" stroke-width="5" stroke-linecap="round"/><circle cx="82" cy="22" r="9" fill="${fill}"/><circle cx="86" cy="46" r="5" fill="${fill}"/><circle cx="72" cy="8" r="4" fill="${fill}"/>`
    case 'person':
      return `<circle cx="50" cy="22" r="13" fill="${fill}"/><path d="M30 72V56c0-12 9-20 20-20s20 8 20 20v16z" fill="${fill}"/><path d="M10 66c10 22 70 22 80 0" fill="none" stroke="${fill}" stroke-width="8" stroke-linecap="round"/><circle cx="10" cy="60" r="7" fill="${fill}"/><circle cx="90" cy="60" r="7" fill="${fill}"/>`
    case 'pill':
      return `<g transform="rotate(-40 50 50)"><rect x="12" y="34" width="76" height="32" rx="16" fill="${fill}"/><path d="M50 34h22a16 16 0 0 1 0 32H50z" fill="${cut}" opacity=".45"/><path d="M50 36v28" stroke="${cut}" stroke-width="4"/></g><circle cx="78" cy="80" r="12" fill="${fill}"/><path d="M70 80h16" stroke="${cut}" stroke-width="4"/>`
    case 'brain':
      return `<path d="M28 74C12 74 6 60 11 50 4 41 9 26 22 24c2-12 16-17 25-11 8-8 25-6 29 4 13 0 20 12 16 24 7 9 2 22-9 24-2 8-10 12-18 9l-3 14c-1 5-9 5-10 0l-2-12c-8 5-19 4-22-2z" fill="${fill}"/><path d="M24 42c6-4 13-2 16 4M46 26c2 8 9 11 16 8M70 44c-5 4-5 11 0 15M36 60c5-3 12-2 15 3M52 44c5 1 8 5 8 10" fill="none" stroke="${cut}" stroke-width="4.5" stroke-linecap="round"/>`
    case 'head-heart':
      return `<path d="M60 94V78h10c6 0 9-4 9-10v-8l8-4-8-14C79 20 65 8 47 8 28 8 14 22 14 42c0 12 5 20 14 26v26z" fill="${fill}"/><path d="M46 58C34 50 30 44 30 38c0-5 4-9 8-9 3 0 6 2 8 5 2-3 5-5 8-5 4 0 8 4 8 9 0 6-4 12-16 20z" fill="${cut}"/>`
    case 'plaster':
      return `<g transform="rotate(-40 50 50)"><rect x="4" y="32" width="92" height="36" rx="18" fill="${fill}"/><rect x="34" y="32" width="32" height="36" fill="${cut}" opacity=".45"/><circle cx="44" cy="43" r="3" fill="${cut}"/><circle cx="56" cy="43" r="3" fill="${cut}"/><circle cx="44" cy="57" r="3" fill="${cut}"/><circle cx="56" cy="57" r="3" fill="${cut}"/></g>`
    case 'moon':
      return `<path d="M62 10a40 40 0 1 0 28 52A32 32 0 0 1 62 10z" fill="${fill}"/><circle cx="80" cy="22" r="4" fill="${fill}"/><circle cx="90" cy="38" r="3" fill="${fill}"/>`
    case 'calendar':
      return `<rect x="10" y="16" width="80" height="74" rx="8" fill="${fill}"/><rect x="10" y="16" width="80" height="18" rx="8" fill="${cut}" opacity=".35"/><path d="M30 8v16M70 8v16" stroke="${fill}" stroke-width="7" stroke-linecap="round"/><path d="M34 62l10 10 22-22" fill="none" stroke="${cut}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`
    case 'heart':
      return `<path d="${HEART}" fill="${fill}"/>`
  }
}

export const CATEGORY_GLYPH: Record<string, GlyphName> = {
  'care-certificate': 'certificate',
  safeguarding: 'shield',
  'infection-control': 'droplet',
  'moving-and-handling': 'person',
  medication: 'pill',
  dementia: 'brain',
  'mental-health': 'head-heart',
  'first-aid': 'plaster',
}

export const glyphFor = (category: string): GlyphName => CATEGORY_GLYPH[category] ?? 'heart'

export const place = (
  name: GlyphName,
  x: number,
  y: number,
  size: number,
  fill: string,
  cut: string,
  extra = '',
): string => `<g transform="translate(${x} ${y}) scale(${size / 100})"${extra}>${glyph(name, fill, cut)}</g>`

export const categoryName = (slug: string): string => seedCategories.find((c) => c.slug === slug)?.category ?? slug

export function pill(x: number, y: number, label: string, bg: string, fg: string, size = 16): string {
  const w = Math.round(measure(label, size) + size * 2.2)
  return `<rect x="${x}" y="${y}" width="${w}" height="${size * 2}" rx="${size}" fill="${bg}"/><text x="${x + size * 0.9}" y="${y + size * 1.36}" font-family="${FONT}" font-size="${size}" font-weight="600" fill="${fg}">${esc(label)}</text>`
}

export const wordmark = (x: number, y: number, fill: string, size = 18, anchor: 'start' | 'middle' = 'start'): string =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="${fill}"${anchor === 'middle' ? ' text-anchor="middle"' : ''} letter-spacing=".5">carewise</text>`
