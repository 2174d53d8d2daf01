import type { CartItem } from '@/shared/contract/checkout'
import { MAX_QUANTITY_PER_COURSE } from '@/shared/contract/checkout-messages'
import { openDb, useDbQuery } from '@/lib/local-data'
import { cacheImagesAsShown } from '@/lib/image-cache'
import { IMAGE_SIZES } from '@/lib/image-sizes'
import { isOnline, onOnlineChange } from '@/lib/online-status'

export type CartItemInput = Omit<CartItem, 'quantity'>

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1
  return Math.min(MAX_QUANTITY_PER_COURSE, Math.max(1, Math.floor(quantity)))
}

/**
 * docs/product-rules.md §4: an existing course's quantity goes up by the chosen quantity, otherwise the course
 * is added with it. Read-then-write inside one rw transaction, so two tabs adding at once both count.
 */
export async function addToCart(item: CartItemInput, quantity = 1): Promise<void> {
  const amount = clampQuantity(quantity)
  const db = await openDb()
  await db.transaction('rw', db.cart, async () => {
    const existing = await db.cart.get(item.id)
    if (existing) {
      await db.cart.update(item.id, { quantity: clampQuantity(existing.quantity + amount) })
    } else {
      await db.cart.add({ id: item.id, image: item.image, name: item.name, price: item.price, quantity: amount })
    }
  })
  // The cart works offline, so its pictures should too.
  void cacheImagesAsShown([item.image], [IMAGE_SIZES.cartLine])
}

/**
 * Adds now; or, when that fails offline (the database's code had not reached the device when the
 * connection went, before the service worker held the app), keeps the add and makes it
 * once the connection returns, as the early-input replay does for taps made before the start.
 */
export async function addToCartOrKeep(item: CartItemInput, quantity = 1): Promise<'added' | 'kept'> {
  try {
    await addToCart(item, quantity)
    return 'added'
  } catch (error) {
    if (isOnline()) throw error
    const stop = onOnlineChange((online) => {
      if (!online) return
      stop()
      void addToCart(item, quantity).catch(() => {})
    })
    return 'kept'
  }
}

/** Sets a line's quantity; below 1 stays at 1 (remove is a separate action). */
export async function setQuantity(id: number, quantity: number): Promise<void> {
  const db = await openDb()
  await db.transaction('rw', db.cart, async () => {
    await db.cart.update(id, { quantity: clampQuantity(quantity) })
  })
}

export async function removeFromCart(id: number): Promise<void> {
  await (await openDb()).cart.delete(id)
}

export async function clearCart(): Promise<void> {
  await (await openDb()).cart.clear()
}

/** All lines, live across tabs; `undefined` while IndexedDB is being read. */
export function useCartItems(): CartItem[] | undefined {
  return useDbQuery((db) => db.cart.toArray(), [], [])
}

/** Total quantity of all lines, live; 0 while loading. */
export function useCartCount(): number {
  return (
    useDbQuery(
      async (db) => {
        const items = await db.cart.toArray()
        return items.reduce((sum, item) => sum + item.quantity, 0)
      },
      [],
      0,
    ) ?? 0
  )
}

/**
 * Takes the server's current names and prices (a 409 from create-payment-intent) for the lines the
 * cart has; quantities are left alone. Added by the checkout change.
 */
export async function updateCartPrices(lines: { id: number; name: string; price: number }[]): Promise<void> {
  const db = await openDb()
  await db.transaction('rw', db.cart, async () => {
    for (const line of lines) await db.cart.update(line.id, { name: line.name, price: line.price })
  })
}
