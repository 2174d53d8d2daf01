import { expect, it } from 'vitest'
import { firstVisitFirst } from '../../scripts/vite-first-paint'

it('the service worker is given what a first visit needs offline first, then the other pages’ code', async () => {
  const entry = (url: string) => ({ url, revision: null, size: 1 })
  const order = firstVisitFirst({
    offlineCode: () => ['assets/db-1.js', 'assets/cart-1.js'],
    startChunk: /(^|\/)(index|app|framework)-[^/]*\.js$/,
  })
  const { manifest } = await order([
    entry('assets/about-1.js'),
    entry('assets/cart-1.js'),
    entry('assets/faq-1.js'),
    entry('assets/app-1.js'),
    entry('assets/index-1.css'),
    entry('index.html'),
    entry('assets/db-1.js'),
    entry('assets/early-input-1.js'),
    entry('favicon.svg'),
  ])
  expect(manifest.map(({ url }) => url)).toEqual([
    'assets/cart-1.js',
    'assets/app-1.js',
    'assets/index-1.css',
    'index.html',
    'assets/db-1.js',
    'assets/early-input-1.js',
    'assets/about-1.js',
    'assets/faq-1.js',
    'favicon.svg',
  ])
})
