/**
 * Writes the demo catalogue's SVG artwork into public/images/.
 * Deterministic: the same seed data always produces byte-identical files.
 *
 *   npx tsx scripts/generate-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { seedBlogs } from '../server/db/seed-data/blogs'
import { seedCategories } from '../server/db/seed-data/categories'
import { seedCourses } from '../server/db/seed-data/courses'
import { seedPartners } from '../server/db/seed-data/partners'
import { seedHomeData } from '../server/db/seed-data/site'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC = join(ROOT, 'public')
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif'
const MAX_BYTES = 6 * 1024

// ---------------------------------------------------------------- utilities

const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** FNV-1a, for stable per-name variation. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

function hsl(h: number, s: number, l: number): string {
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

interface Palette {
  bg: string
  soft: string
  mid: string
  strong: string
  deep: string
  accent: string
}

/** A calm green/teal/blue palette; `i` spreads hues so neighbours differ. */
function palette(i: number): Palette {
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
function measure(text: string, size: number): number {
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
function wrap(text: string, width: number, size: number): string[] {
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
function fit(text: string, width: number, sizes: number[], maxLines: number): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrap(text, width, size)
    if (lines.length <= maxLines && lines.every((line) => measure(line, size) <= width)) return { size, lines }
  }
  const size = sizes[sizes.length - 1] ?? 20
  return { size, lines: wrap(text, width, size).slice(0, maxLines) }
}

function textBlock(
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

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${esc(title)}</title>${body}</svg>\n`
}

const written: { path: string; bytes: number }[] = []

function write(relative: string, content: string): void {
  const bytes = Buffer.byteLength(content)
  if (bytes >= MAX_BYTES) throw new Error(`${relative} is ${bytes} bytes (limit ${MAX_BYTES})`)
  if (/href="(?!#)/.test(content) || /https?:\/\/(?!www\.w3\.org\/2000\/svg)/.test(content)) {
    throw new Error(`${relative} contains an external reference`)
  }
  const file = join(PUBLIC, relative)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  written.push({ path: relative, bytes })
}

// ---------------------------------------------------------------- glyphs (drawn in a 100 x 100 box)

type GlyphName =
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

const HEART =
  'M50 86C22 66 10 50 10 35 10 21 20 12 32 12c8 0 14 4 18 10 4-6 10-10 18-10 12 0 22 9 22 23 0 15-12 31-40 51z'

/** `fill` is the glyph colour, `cut` the colour used for details (the background for a single-colour look). */
function glyph(name: GlyphName, fill: string, cut: string): string {
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

const CATEGORY_GLYPH: Record<string, GlyphName> = {
  'care-certificate': 'certificate',
  safeguarding: 'shield',
  'infection-control': 'droplet',
  'moving-and-handling': 'person',
  medication: 'pill',
  dementia: 'brain',
  'mental-health': 'head-heart',
  'first-aid': 'plaster',
}

const glyphFor = (category: string): GlyphName => CATEGORY_GLYPH[category] ?? 'heart'

const place = (name: GlyphName, x: number, y: number, size: number, fill: string, cut: string, extra = ''): string =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})"${extra}>${glyph(name, fill, cut)}</g>`

const categoryName = (slug: string): string => seedCategories.find((c) => c.slug === slug)?.category ?? slug

function pill(x: number, y: number, label: string, bg: string, fg: string, size = 16): string {
  const w = Math.round(measure(label, size) + size * 2.2)
  return `<rect x="${x}" y="${y}" width="${w}" height="${size * 2}" rx="${size}" fill="${bg}"/><text x="${x + size * 0.9}" y="${y + size * 1.36}" font-family="${FONT}" font-size="${size}" font-weight="600" fill="${fg}">${esc(label)}</text>`
}

const wordmark = (x: number, y: number, fill: string, size = 18, anchor: 'start' | 'middle' = 'start'): string =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="${fill}"${anchor === 'middle' ? ' text-anchor="middle"' : ''} letter-spacing=".5">carewise</text>`

// ---------------------------------------------------------------- courses (800 x 500)

interface CourseArt {
  name: string
  category: string
  pal: Palette
  g: GlyphName
  label: string
  seed: number
}

/** Main image: title left, glyph in a large circle on the right. */
function courseMain(c: CourseArt): string {
  const { pal } = c
  const t = fit(c.name, 380, [46, 42, 38, 34, 30], 3)
  const top = 250 - ((t.lines.length - 1) * t.size * 1.18) / 2
  return svg(
    800,
    500,
    c.name,
    `<rect width="800" height="500" fill="${pal.bg}"/>` +
      `<circle cx="620" cy="250" r="210" fill="${pal.soft}"/>` +
      `<circle cx="620" cy="250" r="150" fill="${pal.bg}" opacity=".6"/>` +
      `<circle cx="760" cy="60" r="26" fill="${pal.accent}" opacity=".8"/>` +
      `<circle cx="470" cy="440" r="14" fill="${pal.mid}"/>` +
      place(c.g, 515, 145, 210, pal.strong, pal.bg) +
      pill(56, 70, c.label, pal.soft, pal.deep) +
      textBlock(t.lines, 56, Math.round(top), t.size, pal.deep) +
      `<rect x="56" y="400" width="64" height="6" rx="3" fill="${pal.strong}"/>` +
      wordmark(56, 448, pal.strong, 20),
  )
}

/** Gallery 2: glyph centred in concentric rings, title centred underneath. */
function courseGallery2(c: CourseArt): string {
  const { pal } = c
  const t = fit(c.name, 640, [36, 32, 28], 2)
  return svg(
    800,
    500,
    `${c.name}: illustration`,
    `<rect width="800" height="500" fill="${pal.deep}"/>` +
      `<circle cx="400" cy="190" r="170" fill="none" stroke="${pal.strong}" stroke-width="2" opacity=".6"/>` +
      `<circle cx="400" cy="190" r="130" fill="none" stroke="${pal.strong}" stroke-width="2"/>` +
      `<circle cx="400" cy="190" r="95" fill="${pal.strong}"/>` +
      `<circle cx="140" cy="90" r="10" fill="${pal.accent}"/><circle cx="680" cy="360" r="16" fill="${pal.mid}" opacity=".6"/>` +
      place(c.g, 340, 130, 120, pal.bg, pal.strong) +
      textBlock(t.lines, 400, t.lines.length > 1 ? 410 : 430, t.size, pal.bg, { anchor: 'middle' }),
  )
}

/** Gallery 3: diagonal band with a faint glyph pattern and a small badge. */
function courseGallery3(c: CourseArt): string {
  const { pal } = c
  const pattern: string[] = []
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 6; col++) {
      if ((row + col + c.seed) % 3 === 0) continue
      pattern.push(
        `<use href="#m" transform="translate(${40 + col * 130 + (row % 2) * 60} ${20 + row * 120}) scale(.56)"/>`,
      )
    }
  }
  const t = fit(c.name, 520, [38, 34, 30], 2)
  return svg(
    800,
    500,
    `${c.name}: pattern`,
    `<defs><g id="m">${glyph(c.g, pal.soft, pal.bg)}</g></defs>` +
      `<rect width="800" height="500" fill="${pal.bg}"/>` +
      pattern.join('') +
      `<path d="M0 330L800 230V500H0z" fill="${pal.strong}"/>` +
      `<circle cx="690" cy="250" r="62" fill="${pal.bg}"/>` +
      place(c.g, 650, 210, 80, pal.strong, pal.bg) +
      textBlock(t.lines, 56, t.lines.length > 1 ? 400 : 430, t.size, '#ffffff'),
  )
}

/** Gallery 4: glyph on the left, white card with title and accreditation note on the right. */
function courseGallery4(c: CourseArt): string {
  const { pal } = c
  const t = fit(c.name, 300, [32, 28, 26, 24], 4)
  return svg(
    800,
    500,
    `${c.name}: CPD-accredited course`,
    `<rect width="800" height="500" fill="${pal.soft}"/>` +
      `<circle cx="200" cy="250" r="150" fill="${pal.mid}" opacity=".5"/>` +
      `<circle cx="110" cy="400" r="40" fill="${pal.accent}" opacity=".7"/>` +
      place(c.g, 110, 160, 180, pal.deep, pal.soft) +
      `<rect x="390" y="90" width="360" height="320" rx="24" fill="#ffffff"/>` +
      `<rect x="390" y="90" width="360" height="12" rx="6" fill="${pal.strong}"/>` +
      textBlock(t.lines, 420, 160, t.size, pal.deep) +
      place('certificate', 420, 330, 44, pal.strong, '#ffffff') +
      `<text x="474" y="354" font-family="${FONT}" font-size="17" font-weight="600" fill="${pal.strong}">CPD-accredited</text>` +
      `<text x="474" y="376" font-family="${FONT}" font-size="15" fill="${pal.deep}">${esc(c.label)}</text>`,
  )
}

// ---------------------------------------------------------------- categories (96 x 96)

function categoryIcon(slug: string, name: string, i: number): string {
  const pal = palette(i * 5 + 2)
  return svg(
    96,
    96,
    `${name} icon`,
    `<circle cx="48" cy="48" r="46" fill="${pal.soft}"/>` + place(glyphFor(slug), 22, 22, 52, pal.deep, pal.soft),
  )
}

// ---------------------------------------------------------------- blogs (800 x 450)

const BLOG_GLYPHS: GlyphName[] = [
  'certificate',
  'shield',
  'certificate',
  'shield',
  'moon',
  'brain',
  'droplet',
  'person',
  'calendar',
]

function blogImage(n: number, title: string): string {
  const pal = palette(n * 7 + 3)
  const g = BLOG_GLYPHS[(n - 1) % BLOG_GLYPHS.length] ?? 'heart'
  const t = fit(title, 430, [36, 32, 28, 26], 3)
  const top = 225 - ((t.lines.length - 1) * t.size * 1.18) / 2
  return svg(
    800,
    450,
    title,
    `<rect width="800" height="450" fill="${pal.deep}"/>` +
      `<path d="M520 0h280v450H440z" fill="${pal.strong}"/>` +
      `<circle cx="640" cy="225" r="130" fill="${pal.mid}" opacity=".55"/>` +
      `<circle cx="480" cy="380" r="18" fill="${pal.accent}"/>` +
      place(g, 570, 155, 140, pal.bg, pal.mid) +
      `<text x="56" y="70" font-family="${FONT}" font-size="16" font-weight="700" fill="${pal.mid}" letter-spacing="2">CAREWISE BLOG</text>` +
      textBlock(t.lines, 56, Math.round(top), t.size, '#ffffff') +
      `<rect x="56" y="380" width="56" height="5" rx="2.5" fill="${pal.accent}"/>`,
  )
}

// ---------------------------------------------------------------- partners (240 x 96)

function partnerMark(kind: number, fill: string, light: string): string {
  switch (kind % 6) {
    case 0:
      return `<circle cx="40" cy="48" r="26" fill="${fill}"/><path d="M26 50l10 10 18-20" fill="none" stroke="${light}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
    case 1:
      return `<path d="M40 20l24 14v28L40 76 16 62V34z" fill="${fill}"/><circle cx="40" cy="48" r="10" fill="${light}"/>`
    case 2:
      return `<circle cx="32" cy="48" r="18" fill="${fill}"/><circle cx="50" cy="48" r="18" fill="${light}" opacity=".85"/>`
    case 3:
      return `<path d="M40 22c18 8 24 22 18 40-18 2-32-8-34-26 6-8 10-12 16-14z" fill="${fill}"/><path d="M28 66l22-28" stroke="${light}" stroke-width="4" stroke-linecap="round"/>`
    case 4:
      return `<rect x="16" y="24" width="48" height="48" rx="12" fill="${fill}"/><path d="M40 34v28M26 48h28" stroke="${light}" stroke-width="6" stroke-linecap="round"/>`
    default:
      return `<path d="M14 62c8-20 18-30 26-30s18 10 26 30" fill="none" stroke="${fill}" stroke-width="8" stroke-linecap="round"/><circle cx="40" cy="28" r="8" fill="${fill}"/>`
  }
}

function partnerLogo(name: string, i: number): string {
  const tones = ['#1f2937', '#374151', '#334155', '#3f3f46', '#44403c']
  const fill = tones[i % tones.length] ?? '#374151'
  const t = fit(name, 150, [17, 15, 14, 13], 3)
  const lh = Math.round(t.size * 1.15)
  const top = 48 - ((t.lines.length - 1) * lh) / 2 + t.size * 0.35
  return svg(
    240,
    96,
    `${name} logo`,
    partnerMark(i, fill, '#9ca3af') + textBlock(t.lines, 78, Math.round(top), t.size, fill, { lineHeight: 1.15 }),
  )
}

// ---------------------------------------------------------------- home artwork

const GREEN = {
  50: '#f0fdf4',
  100: '#dcfce7',
  200: '#bbf7d0',
  300: '#86efac',
  500: '#22c55e',
  600: '#16a34a',
  700: '#15803d',
  800: '#166534',
  900: '#14532d',
}
const WARM = { peach: '#fdba74', sun: '#fcd34d', rose: '#fda4af', skin1: '#f2c6a0', skin2: '#c68863', skin3: '#8d5a3b' }

/** A simple figure: head and rounded shoulders, origin at the top of the head. */
const figure = (x: number, y: number, s: number, skin: string, body: string): string =>
  `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="0" cy="30" r="30" fill="${skin}"/><path d="M-62 190c0-62 26-100 62-100s62 38 62 100z" fill="${body}"/></g>`

function hero(): string {
  return svg(
    1200,
    800,
    'Care workers supporting people, with hearts',
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GREEN[50]}"/><stop offset="1" stop-color="#fff7ed"/></linearGradient></defs>` +
      `<rect width="1200" height="800" fill="url(#s)"/>` +
      `<circle cx="960" cy="170" r="90" fill="${WARM.sun}" opacity=".6"/>` +
      `<path d="M0 620c200-80 400-80 600-20s400 60 600-20v220H0z" fill="${GREEN[200]}"/>` +
      `<path d="M0 680c220-60 420-40 620 10s380 40 580-20v130H0z" fill="${GREEN[300]}" opacity=".7"/>` +
      `<circle cx="600" cy="430" r="260" fill="${GREEN[100]}"/>` +
      figure(470, 250, 1.5, WARM.skin2, GREEN[700]) +
      figure(700, 300, 1.25, WARM.skin1, GREEN[600]) +
      figure(330, 350, 1.05, WARM.skin3, GREEN[800]) +
      figure(860, 380, 0.95, WARM.skin2, '#0f766e') +
      `<path d="M548 520c40 30 90 30 130 0" fill="none" stroke="${WARM.skin2}" stroke-width="26" stroke-linecap="round"/>` +
      `<g transform="translate(560 130) scale(.9)"><path d="${HEART}" fill="${WARM.rose}"/></g>` +
      `<g transform="translate(250 200) scale(.5)"><path d="${HEART}" fill="${GREEN[500]}"/></g>` +
      `<g transform="translate(930 290) scale(.45)"><path d="${HEART}" fill="${WARM.peach}"/></g>` +
      `<g transform="translate(150 470) scale(.35)"><path d="${HEART}" fill="${WARM.rose}" opacity=".8"/></g>` +
      `<g transform="translate(1030 520) scale(.4)"><path d="${HEART}" fill="${GREEN[600]}" opacity=".8"/></g>` +
      `<circle cx="180" cy="130" r="14" fill="${GREEN[300]}"/><circle cx="1080" cy="420" r="10" fill="${WARM.peach}"/><circle cx="420" cy="150" r="8" fill="${WARM.sun}"/>`,
  )
}

function introVideo(): string {
  return svg(
    1280,
    720,
    'Introduction to Carewise: video poster',
    `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${GREEN[700]}"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>` +
      `<rect width="1280" height="720" fill="url(#v)"/>` +
      `<circle cx="160" cy="600" r="220" fill="${GREEN[600]}" opacity=".5"/>` +
      `<circle cx="1140" cy="120" r="180" fill="${GREEN[800]}" opacity=".5"/>` +
      place('heart', 1010, 470, 120, GREEN[300], GREEN[700], ' opacity=".35"') +
      place('shield', 120, 90, 110, GREEN[300], GREEN[700], ' opacity=".3"') +
      `<circle cx="640" cy="330" r="120" fill="#ffffff" opacity=".18"/>` +
      `<circle cx="640" cy="330" r="92" fill="#ffffff"/>` +
      `<path d="M612 280v100l84-50z" fill="${GREEN[700]}"/>` +
      `<text x="640" y="530" font-family="${FONT}" font-size="44" font-weight="700" fill="#ffffff" text-anchor="middle">Welcome to Carewise</text>` +
      `<text x="640" y="580" font-family="${FONT}" font-size="24" fill="${GREEN[100]}" text-anchor="middle">Accredited training for health and social care</text>`,
  )
}

function brochure(kind: 'individuals' | 'organisations'): string {
  const individuals = kind === 'individuals'
  const title = individuals ? 'For care workers' : 'For care providers'
  const sub = individuals ? 'Learn on any device, earn CPD' : 'Train teams, track every renewal'
  const base = individuals ? GREEN[700] : '#0f766e'
  const art = individuals
    ? figure(430, 70, 0.9, WARM.skin1, GREEN[600]) +
      `<rect x="470" y="150" width="46" height="78" rx="8" fill="${GREEN[900]}"/><rect x="476" y="160" width="34" height="56" rx="3" fill="${GREEN[200]}"/>` +
      place('certificate', 340, 180, 80, WARM.sun, base)
    : `<rect x="360" y="70" width="170" height="170" rx="10" fill="${GREEN[800]}"/>` +
      Array.from(
        { length: 9 },
        (_, k) =>
          `<rect x="${380 + (k % 3) * 50}" y="${90 + Math.floor(k / 3) * 44}" width="30" height="26" rx="4" fill="${GREEN[200]}"/>`,
      ).join('') +
      figure(330, 200, 0.45, WARM.skin2, GREEN[500]) +
      figure(445, 210, 0.42, WARM.skin1, WARM.peach) +
      figure(555, 200, 0.45, WARM.skin3, GREEN[300])
  return svg(
    600,
    400,
    `${title}: ${sub}`,
    `<rect width="600" height="400" fill="${base}"/>` +
      `<circle cx="450" cy="190" r="160" fill="#ffffff" opacity=".12"/>` +
      `<circle cx="60" cy="360" r="90" fill="#ffffff" opacity=".08"/>` +
      art +
      `<text x="40" y="300" font-family="${FONT}" font-size="34" font-weight="800" fill="#ffffff">${esc(title)}</text>` +
      `<text x="40" y="338" font-family="${FONT}" font-size="19" fill="${GREEN[100]}">${esc(sub)}</text>` +
      wordmark(40, 60, GREEN[200], 20),
  )
}

function accreditedBanner(): string {
  const ticks = ['Independently accredited', 'Mapped to national standards', 'Reviewed yearly']
  return svg(
    1200,
    300,
    'CPD-accredited training, independently accredited by the CPD Standards Council',
    `<rect width="1200" height="300" fill="${GREEN[50]}"/>` +
      `<path d="M0 300V220c300 40 700-60 1200 0v80z" fill="${GREEN[100]}"/>` +
      `<g transform="translate(150 150)">` +
      Array.from(
        { length: 12 },
        (_, k) =>
          `<circle cx="${Math.round(Math.cos((k * Math.PI) / 6) * 78)}" cy="${Math.round(Math.sin((k * Math.PI) / 6) * 78)}" r="26" fill="${GREEN[600]}"/>`,
      ).join('') +
      `<circle r="82" fill="${GREEN[700]}"/><circle r="62" fill="none" stroke="${GREEN[200]}" stroke-width="3"/>` +
      `<text y="-4" font-family="${FONT}" font-size="34" font-weight="800" fill="#ffffff" text-anchor="middle">CPD</text>` +
      `<text y="24" font-family="${FONT}" font-size="14" font-weight="600" fill="${GREEN[100]}" text-anchor="middle" letter-spacing="1">ACCREDITED</text></g>` +
      `<text x="300" y="118" font-family="${FONT}" font-size="38" font-weight="800" fill="${GREEN[900]}">CPD-accredited training you can trust</text>` +
      `<text x="300" y="160" font-family="${FONT}" font-size="22" fill="${GREEN[800]}">Every course independently accredited by the CPD Standards Council</text>` +
      ticks
        .map(
          (label, k) =>
            `<g transform="translate(${300 + ticks.slice(0, k).reduce((x, l) => x + Math.round(measure(l, 16)) + 76, 0)} 200)"><circle cx="12" cy="12" r="12" fill="${GREEN[600]}"/><path d="M6 12l4 4 8-8" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><text x="34" y="19" font-family="${FONT}" font-size="16" font-weight="600" fill="${GREEN[900]}">${esc(label)}</text></g>`,
        )
        .join(''),
  )
}

// ---------------------------------------------------------------- run

seedCategories.forEach((c, i) => write(`images/categories/${c.slug}.svg`, categoryIcon(c.slug, c.category, i)))

seedCourses.forEach((course, i) => {
  const art: CourseArt = {
    name: course.name,
    category: course.category,
    pal: palette(i),
    g: glyphFor(course.category),
    label: categoryName(course.category),
    seed: hash(course.slug) % 3,
  }
  write(`images/courses/${course.slug}.svg`, courseMain(art))
  write(`images/courses/${course.slug}-2.svg`, courseGallery2(art))
  write(`images/courses/${course.slug}-3.svg`, courseGallery3(art))
  write(`images/courses/${course.slug}-4.svg`, courseGallery4(art))
})

seedBlogs.forEach((blog, i) => {
  const n = Number(/\/(\d+)\.svg$/.exec(blog.image)?.[1] ?? i + 1)
  write(`images/blogs/${n}.svg`, blogImage(n, blog.name))
})

seedPartners.forEach((partner, i) => {
  const slug = /\/partners\/(.+)\.svg$/.exec(partner.logo)?.[1]
  if (!slug) throw new Error(`Unexpected partner logo path ${partner.logo}`)
  write(`images/partners/${slug}.svg`, partnerLogo(partner.name, i))
})

write('images/home/hero.svg', hero())
write(seedHomeData.video_image.replace(/^\//, ''), introVideo())
write(seedHomeData.brochure_one.replace(/^\//, ''), brochure('individuals'))
write(seedHomeData.brochure_two.replace(/^\//, ''), brochure('organisations'))
write('images/home/accredited-banner.svg', accreditedBanner())

const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a))
console.log(`Wrote ${written.length} SVGs to public/images (largest: ${largest.path}, ${largest.bytes} bytes).`)
