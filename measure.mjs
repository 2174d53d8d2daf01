import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:8189'
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] })
const page = await browser.newPage()
const courses = (await (await fetch(base + '/api/courselist')).json()).data
const cats = (await (await fetch(base + '/api/category/list')).json()).data
const blogs = (await (await fetch(base + '/api/blog/list')).json()).data
const paths = ['/', '/courses', '/blogs', '/faq', '/about', '/terms', '/privacy-policies', ...cats.map(c => `/category/course/${c.slug}`), ...courses.map(c => `/course-detail/${c.slug}`), ...blogs.map(b => `/blog-detail/${b.id}`)]
for (const p of paths) { await page.goto(base + p, { waitUntil: 'networkidle' }); await page.waitForTimeout(1100) }
const r = await page.evaluate(() => { const s = localStorage.getItem('carewise-query-cache') ?? ''; return [s.length, JSON.parse(s).clientState.queries.length] })
console.log('pages', paths.length, 'persisted query cache', r)
await browser.close()
