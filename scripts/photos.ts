/**
 * The demo catalogue's photographs: one 1600 px wide JPEG master for every raster image the seed
 * data names (course images and galleries, blog images, category tiles, the home hero), drawn
 * from procedural content — soft out-of-focus light, a subject, a caption and film grain — so that
 * they weigh and compress like real photographs (150–400 KB each), not like flat art.
 *
 * They are not committed (≈50 MB): `npm start` and `npm run build` make them on a fresh clone
 * (ensurePhotos), into media/images/, with a manifest naming each file's hash and the set's
 * version, which the image URLs carry (see src/shared/images.ts). Same inputs, same pixels: the
 * drawing is seeded from each image's path.
 *
 *   npx tsx scripts/generate-images.ts    (everything, photos included, made afresh)
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { seedBlogs } from '../server/db/seed-data/blogs'
import { seedCategories } from '../server/db/seed-data/categories'
import { seedCourses } from '../server/db/seed-data/courses'
import { HOME_HERO_IMAGE, imageKey, IMAGE_KINDS, type ImageKind } from '../src/shared/images'
import { esc, FONT, fit, glyph, glyphFor, hash, palette, type GlyphName, type Palette } from './image-art'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
/** Where the masters are written and where the server reads them (server/images/pipeline.ts). */
export const PHOTO_DIR = join(ROOT, 'media', 'images')
export const PHOTO_MANIFEST = join(PHOTO_DIR, 'manifest.json')
/** Raised whenever the drawing changes, so that an older set on disk is made again. */
const GENERATOR_VERSION = 1

export interface PhotoManifest {
  generator: number
  /** A hash of every master's bytes: the version in every image URL. */
  version: string
  images: Record<string, { width: number; height: number; bytes: number }>
}

interface PhotoSpec {
  /** `courses/dementia-awareness-2`: the path under /images/, without `.jpg`. */
  key: string
  kind: ImageKind
  title: string
  caption: string
  glyph: GlyphName
  pal: Palette
  /** Which composition (0–3): a course's four images differ. */
  variant: number
}

/** Every photograph the seed data names. */
function photoSpecs(): PhotoSpec[] {
  const specs: PhotoSpec[] = []
  const categoryName = (slug: string) => seedCategories.find((c) => c.slug === slug)?.category ?? slug
  seedCourses.forEach((course, i) => {
    ;[course.image, ...course.gallery].forEach((path, variant) => {
      specs.push({
        key: keyOf(path),
        kind: 'course',
        title: course.name,
        caption: categoryName(course.category),
        glyph: glyphFor(course.category),
        pal: palette(i),
        variant,
      })
    })
  })
  seedCategories.forEach((category, i) => {
    specs.push({
      key: keyOf(category.icon),
      kind: 'category',
      title: '',
      caption: '',
      glyph: glyphFor(category.slug),
      pal: palette(i * 5 + 2),
      variant: i % 4,
    })
  })
  const blogGlyphs: GlyphName[] = ['certificate', 'shield', 'moon', 'brain', 'droplet', 'person', 'calendar']
  seedBlogs.forEach((blog, i) => {
    specs.push({
      key: keyOf(blog.image),
      kind: 'blog',
      title: blog.name,
      caption: 'Carewise blog',
      glyph: blogGlyphs[i % blogGlyphs.length] ?? 'heart',
      pal: palette(i * 7 + 3),
      variant: (i + 1) % 4,
    })
  })
  specs.push({
    key: keyOf(HOME_HERO_IMAGE),
    kind: 'hero',
    title: '',
    caption: '',
    glyph: 'heart',
    pal: palette(3),
    variant: 0,
  })
  return specs
}

function keyOf(path: string): string {
  const key = imageKey(path)
  if (key === null) throw new Error(`${path} is not a photograph's path (/images/<folder>/<name>.jpg)`)
  return key
}

/** mulberry32: a small seeded generator, so that the same image always gets the same grain. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The out-of-focus background, drawn small: scaled up, it is soft like a wide aperture's blur. */
function softLayer(spec: PhotoSpec, w: number, h: number, rnd: () => number): string {
  const { pal } = spec
  const colours = [pal.soft, pal.mid, pal.strong, pal.accent, pal.bg, '#fff7ed', '#fde68a']
  const angle = [0, 35, 90, 140][spec.variant] ?? 0
  const circles = Array.from({ length: 26 }, () => {
    const r = (0.03 + rnd() * 0.22) * w
    const colour = colours[Math.floor(rnd() * colours.length)] ?? pal.mid
    return `<circle cx="${(rnd() * w).toFixed(1)}" cy="${(rnd() * h).toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" opacity="${(0.25 + rnd() * 0.5).toFixed(2)}"/>`
  }).join('')
  const horizon = h * (0.55 + rnd() * 0.2)
  const hills = `<path d="M0 ${horizon.toFixed(1)} C ${w * 0.3} ${horizon - h * 0.15} ${w * 0.6} ${horizon + h * 0.12} ${w} ${horizon - h * 0.05} V ${h} H 0 Z" fill="${pal.strong}" opacity=".55"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${pal.bg}"/><stop offset=".55" stop-color="${pal.soft}"/><stop offset="1" stop-color="${pal.deep}"/></linearGradient>` +
    `<radialGradient id="l" cx=".7" cy=".25" r=".6"><stop offset="0" stop-color="#fffbeb" stop-opacity=".9"/><stop offset="1" stop-color="#fffbeb" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}${hills}<rect width="${w}" height="${h}" fill="url(#l)"/></svg>`
  )
}

/** A person, head and shoulders, origin at the top of the head (1 = 190 px tall). */
const person = (x: number, y: number, s: number, skin: string, body: string): string =>
  `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(3)})"><circle cx="0" cy="30" r="30" fill="${skin}"/><path d="M-62 190c0-62 26-100 62-100s62 38 62 100z" fill="${body}"/></g>`

const SKIN = ['#f2c6a0', '#c68863', '#8d5a3b', '#e0ac69']

/** The subject in focus: people, the category's sign, and the caption. */
function sharpLayer(spec: PhotoSpec, w: number, h: number, rnd: () => number): string {
  const { pal } = spec
  const parts: string[] = []
  const unit = h / 1000
  // People in the middle distance (not on the category tiles, which show the sign alone).
  if (spec.kind !== 'category') {
    const count = spec.kind === 'hero' ? 4 : 1 + ((spec.variant + 1) % 3)
    for (let k = 0; k < count; k++) {
      const s = (spec.kind === 'hero' ? 2.4 : 1.6 + rnd() * 0.9) * unit * (k === 0 ? 1.15 : 0.9)
      const x = w * (0.18 + (0.64 * (k + 0.5)) / count) + (rnd() - 0.5) * w * 0.05
      const y = h - 190 * s - h * 0.02
      const body = [pal.deep, pal.strong, '#0f766e', '#1e3a8a', '#7c2d12'][Math.floor(rnd() * 5)] ?? pal.deep
      parts.push(person(x, y, s, SKIN[Math.floor(rnd() * SKIN.length)] ?? '#c68863', body))
    }
  }
  // The category's sign, large, on a light disc, where the composition leaves room.
  const size = (spec.kind === 'category' ? 560 : 300) * unit
  const gx = spec.kind === 'category' ? w / 2 - size / 2 : spec.variant % 2 === 0 ? w * 0.68 : w * 0.08
  const gy = spec.kind === 'category' ? h / 2 - size / 2 : h * 0.1
  parts.push(
    `<circle cx="${(gx + size / 2).toFixed(1)}" cy="${(gy + size / 2).toFixed(1)}" r="${(size * 0.62).toFixed(1)}" fill="${pal.bg}" opacity=".82"/>`,
    `<g transform="translate(${gx.toFixed(1)} ${gy.toFixed(1)}) scale(${(size / 100).toFixed(3)})">${glyph(spec.glyph, pal.strong, pal.bg)}</g>`,
  )
  if (spec.title) {
    const t = fit(spec.title, w * 0.55, [64, 56, 48], 2)
    const lh = Math.round(t.size * 1.2)
    const boxH = 56 + 40 + lh * t.lines.length
    const top = h - boxH - 48 * unit
    parts.push(
      `<rect x="48" y="${top.toFixed(1)}" width="${(w * 0.6).toFixed(1)}" height="${boxH}" rx="24" fill="#0b1f14" opacity=".62"/>`,
      `<text x="84" y="${(top + 62).toFixed(1)}" font-family="${FONT}" font-size="30" font-weight="600" fill="#bbf7d0" letter-spacing="2">${esc(spec.caption.toUpperCase())}</text>`,
      `<text x="84" y="${(top + 70 + lh).toFixed(1)}" font-family="${FONT}" font-size="${t.size}" font-weight="700" fill="#ffffff">${t.lines.map((line, i) => `<tspan x="84" dy="${i === 0 ? 0 : lh}">${esc(line)}</tspan>`).join('')}</text>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`
}

/**
 * Film grain at two scales, as a grey image around 128 blended with `overlay`: fine grain per
 * pixel and larger blotches (interpolated from a coarse grid), the texture that makes a JPEG of
 * a photograph weigh what it does.
 */
function grain(w: number, h: number, rnd: () => number): Buffer {
  const cell = 24
  const gw = Math.ceil(w / cell) + 2
  const gh = Math.ceil(h / cell) + 2
  const coarse = new Float32Array(gw * gh).map(() => rnd() * 2 - 1)
  const out = Buffer.alloc(w * h * 3)
  for (let y = 0; y < h; y++) {
    const fy = y / cell
    const y0 = Math.floor(fy)
    const ty = fy - y0
    for (let x = 0; x < w; x++) {
      const fx = x / cell
      const x0 = Math.floor(fx)
      const tx = fx - x0
      const a = coarse[y0 * gw + x0] ?? 0
      const b = coarse[y0 * gw + x0 + 1] ?? 0
      const c = coarse[(y0 + 1) * gw + x0] ?? 0
      const d = coarse[(y0 + 1) * gw + x0 + 1] ?? 0
      const blotch = (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty
      const fine = rnd() + rnd() - 1
      const v = Math.max(0, Math.min(255, Math.round(128 + blotch * 22 + fine * 30)))
      const i = (y * w + x) * 3
      out[i] = v
      out[i + 1] = v
      out[i + 2] = v
    }
  }
  return out
}

/** One grain per shape, made once: it is the costly part in JavaScript, and its pattern need not differ. */
const grains = new Map<ImageKind, Buffer>()

async function renderPhoto(spec: PhotoSpec): Promise<Buffer> {
  const { width: w, height: h } = IMAGE_KINDS[spec.kind]
  const rnd = random(hash(spec.key))
  const small = await sharp(Buffer.from(softLayer(spec, Math.round(w / 8), Math.round(h / 8), rnd)))
    .resize(w, h, { kernel: 'cubic' })
    .removeAlpha()
    .raw()
    .toBuffer()
  return sharp(small, { raw: { width: w, height: h, channels: 3 } })
    .composite([
      { input: Buffer.from(sharpLayer(spec, w, h, rnd)) },
      { input: grainOf(spec.kind), raw: { width: w, height: h, channels: 3 }, blend: 'overlay' },
    ])
    .jpeg({ quality: 84 })
    .toBuffer()
}

function grainOf(kind: ImageKind): Buffer {
  const { width, height } = IMAGE_KINDS[kind]
  const made = grains.get(kind) ?? grain(width, height, random(hash(kind)))
  grains.set(kind, made)
  return made
}

function readManifest(): PhotoManifest | null {
  try {
    return JSON.parse(readFileSync(PHOTO_MANIFEST, 'utf8')) as PhotoManifest
  } catch {
    return null
  }
}

/**
 * Makes the masters unless the set on disk is complete and of this generator's version. The
 * manifest is written last: a run stopped half-way is finished by the next one.
 */
export async function ensurePhotos({
  force = false,
  log = () => {},
}: { force?: boolean; log?: (line: string) => void } = {}): Promise<PhotoManifest> {
  const specs = photoSpecs()
  const current = readManifest()
  if (
    !force &&
    current?.generator === GENERATOR_VERSION &&
    specs.every((spec) => current.images[spec.key] && existsSync(join(PHOTO_DIR, `${spec.key}.jpg`)))
  )
    return current
  const started = performance.now()
  log(`Making the demo catalogue's ${specs.length} photographs (once, into media/images)…`)
  rmSync(PHOTO_MANIFEST, { force: true })
  // One at a time per core: drawing the grain is JavaScript, encoding is sharp's threads.
  sharp.concurrency(1)
  const images: PhotoManifest['images'] = {}
  const whole = createHash('sha256').update(`generator ${GENERATOR_VERSION}`)
  const queue = [...specs]
  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      const file = join(PHOTO_DIR, `${spec.key}.jpg`)
      const bytes = await renderPhoto(spec)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(`${file}.tmp`, bytes)
      renameSync(`${file}.tmp`, file)
      const { width, height } = IMAGE_KINDS[spec.kind]
      images[spec.key] = { width, height, bytes: bytes.length }
    }
  }
  await Promise.all([worker(), worker()])
  for (const spec of specs) {
    whole.update(spec.key).update(readFileSync(join(PHOTO_DIR, `${spec.key}.jpg`)))
  }
  const manifest: PhotoManifest = {
    generator: GENERATOR_VERSION,
    version: whole.digest('hex').slice(0, 10),
    images: Object.fromEntries(Object.entries(images).sort(([a], [b]) => a.localeCompare(b))),
  }
  writeFileSync(PHOTO_MANIFEST, `${JSON.stringify(manifest, null, 1)}\n`)
  const sizes = Object.values(images).map((image) => image.bytes)
  const total = sizes.reduce((a, b) => a + b, 0)
  log(
    `Made ${sizes.length} photographs in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${(total / 1024 / 1024).toFixed(1)} MB, ${Math.round(Math.min(...sizes) / 1024)}–${Math.round(Math.max(...sizes) / 1024)} KB each.`,
  )
  return manifest
}
