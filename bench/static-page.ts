import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalogueCalls } from '../src/shared/contract/catalogue'
import { imageKey, imageUrl } from '../src/shared/images'
import { PHOTO_MANIFEST, type PhotoManifest } from '../scripts/photos'

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/**
 * The limit to compare against: the same course list as plain HTML and CSS, no JavaScript,
 * written to `dir` and served by the same server under /__bench/.
 */
export async function writeStaticCoursePage(origin: string, dir: string): Promise<string> {
  const response = catalogueCalls.courseList.response.parse(await (await fetch(`${origin}/api/courselist`)).json())
  const { version } = JSON.parse(readFileSync(PHOTO_MANIFEST, 'utf8')) as PhotoManifest
  // The same photographs, each at one size that suits a phone's card (~360 px at ~2 device pixels
  // per px), as a careful hand-written page would: AVIF with a JPEG fallback, no srcset.
  const picture = (path: string, index: number) => {
    const key = imageKey(path)
    const attributes = `alt="" width="400" height="250"${index > 3 ? ' loading="lazy"' : ''}${index === 0 ? ' fetchpriority="high"' : ''}`
    if (key === null) return `<img src="${escape(path)}" ${attributes}>`
    return `<picture><source type="image/avif" srcset="${imageUrl(key, 640, 'avif', version)}"><img src="${imageUrl(key, 640, 'jpg', version)}" ${attributes}></picture>`
  }
  const cards = response.data
    .map(
      (course, index) => `<article class="card">
  ${picture(course.image, index)}
  <h2>${escape(course.name)}</h2>
  <p>${escape(course.short_description.slice(0, 100))}...</p>
  <p class="price">£${course.price.toFixed(2)}</p>
</article>`,
    )
    .join('\n')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'styles.css'),
    `body{margin:0;font-family:system-ui,sans-serif;color:#0f172a}header{background:#15803d;color:#fff;padding:16px}
main{display:grid;gap:16px;padding:16px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.card{border:1px solid #e2e8f0;border-radius:12px;overflow:hidden}.card img{width:100%;height:auto;display:block}
.card h2{font-size:1.1rem;margin:12px}.card p{margin:0 12px 12px;color:#475569}.price{font-weight:700;color:#166534}`,
  )
  writeFileSync(
    join(dir, 'courses.html'),
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>All courses — static reference page</title><meta name="description" content="The course list as plain HTML, for benchmarking.">
<link rel="stylesheet" href="/__bench/styles.css"></head><body><header><h1>All courses</h1></header><main>
${cards}
</main></body></html>`,
  )
  return `${origin}/__bench/courses.html`
}
