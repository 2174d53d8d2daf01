/**
 * Writes the demo's drawn artwork into public/images/ (committed: a few KB each) — partner logos,
 * the intro video's poster, the brochure boxes and the accreditation banner — and then the
 * photographic masters (scripts/photos.ts, not committed: made again on a fresh clone).
 * Deterministic: the same seed data always produces byte-identical SVGs.
 *
 *   npx tsx scripts/generate-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { seedPartners } from '../server/db/seed-data/partners'
import { seedHomeData } from '../server/db/seed-data/site'
import { FONT, esc, fit, measure, place, svg, textBlock, wordmark } from './image-art'
import { ensurePhotos } from './photos'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC = join(ROOT, 'public')
const MAX_BYTES = 6 * 1024

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

seedPartners.forEach((partner, i) => {
  const slug = /\/partners\/(.+)\.svg$/.exec(partner.logo)?.[1]
  if (!slug) throw new Error(`Unexpected partner logo path ${partner.logo}`)
  write(`images/partners/${slug}.svg`, partnerLogo(partner.name, i))
})

write(seedHomeData.video_image.replace(/^\//, ''), introVideo())
write(seedHomeData.brochure_one.replace(/^\//, ''), brochure('individuals'))
write(seedHomeData.brochure_two.replace(/^\//, ''), brochure('organisations'))
write('images/home/accredited-banner.svg', accreditedBanner())

const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a))
console.log(`Wrote ${written.length} SVGs to public/images (largest: ${largest.path}, ${largest.bytes} bytes).`)

await ensurePhotos({ force: true, log: console.log })
