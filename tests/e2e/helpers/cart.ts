import { expect, type Locator, type Page } from '@playwright/test'
import type { CartItem } from '../../../src/shared/contract/checkout'
import { gotoReady } from './test'
import { onlineCourses, type CourseSummary } from './api'

/** A cart line as the app keeps it in its database. */
export type CartLine = CartItem

/**
 * `course` as a cart line, with numbers where the contract lets the server send numeric strings:
 * the app keeps the parsed form.
 */
export const cartLine = (course: CourseSummary, quantity = 1): CartLine => ({
  id: Number(course.id),
  image: course.image ?? '',
  name: course.name,
  price: Number(course.price),
  quantity,
})

/** The app's IndexedDB database (Dexie's `carewise`). */
const DB_NAME = 'carewise'

const hasAppDatabase = (page: Page) =>
  page.evaluate(async (name) => (await indexedDB.databases()).some((database) => database.name === name), DB_NAME)

/**
 * On a course page, adds the course the way a user does: its Add to cart button, then the modal's
 * (for a company, whose purchases are seats: Buy seats, then Buy 1 seat). Returns the "Added to
 * your cart" dialog.
 */
export async function addFromCoursePage(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^(Add to cart|Buy seats)$/ }).click()
  await page
    .getByRole('dialog', { name: /^(Add to cart|Buy seats for your team)$/ })
    .getByRole('button', { name: /^(Add to cart|Buy 1 seat)$/ })
    .click()
  const added = page.getByRole('dialog', { name: 'Added to your cart' })
  await expect(added).toBeVisible()
  return added
}

/**
 * The app creates its database with the first thing a browser keeps (Dexie is not loaded before),
 * so one course goes into the cart the way a user adds it: the database then has Dexie's schema.
 */
async function addAnyCourse(page: Page): Promise<void> {
  const [online] = await onlineCourses(page.request)
  if (!online) throw new Error('the demo catalogue has no online course')
  await gotoReady(page, `/course-detail/${online.slug}`)
  await addFromCoursePage(page)
}

/** Replaces the cart's lines in the app's database, as the cart feature keeps them; reload to see them. */
export async function putCart(page: Page, lines: CartLine[]): Promise<void> {
  if (!page.url().startsWith('http')) await gotoReady(page, '/')
  if (!(await hasAppDatabase(page))) await addAnyCourse(page)
  await page.evaluate(
    async ({ name, items }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('cart', 'readwrite')
        const store = tx.objectStore('cart')
        store.clear()
        for (const item of items) store.put(item)
        tx.oncomplete = () => resolve()
        tx.onerror = () => reject(tx.error)
      })
      db.close()
    },
    { name: DB_NAME, items: lines },
  )
}

/** The cart's lines as the app stored them; none while the app has no database yet. */
export async function readCart(page: Page): Promise<CartLine[]> {
  if (!(await hasAppDatabase(page))) return []
  return page.evaluate(
    (name) =>
      new Promise<CartLine[]>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const all = db.transaction('cart').objectStore('cart').getAll()
          all.onsuccess = () => {
            resolve(all.result as CartLine[])
            db.close()
          }
          all.onerror = () => reject(all.error)
        }
      }),
    DB_NAME,
  )
}
