// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addToCart, removeFromCart, setQuantity, useCartCount, useCartItems } from '@/features/cart/data/cart-store'
import { CarewiseDb, db } from '@/lib/db'

const dementia = { id: 7, image: '/images/courses/dementia-awareness.svg', name: 'Dementia Awareness', price: 25 }
const safeguarding = { id: 9, image: '/images/courses/safeguarding-adults.svg', name: 'Safeguarding Adults', price: 30 }

const line = (id: number) => db.cart.get(id)

beforeEach(async () => {
  await db.cart.clear()
})

afterEach(cleanup)
afterAll(() => db.close())

describe('cart store (docs/product-rules.md §4)', () => {
  it('adds a new course with quantity 1 and keeps every cart field', async () => {
    await addToCart(dementia)
    expect(await db.cart.toArray()).toEqual([{ ...dementia, quantity: 1 }])
  })

  it('raises the quantity by 1 when the course is already in the cart', async () => {
    await addToCart(dementia)
    await addToCart(dementia)
    expect((await line(7))?.quantity).toBe(2)
    expect(await db.cart.count()).toBe(1)
  })

  it('adds the chosen quantity, and adds it again to an existing line', async () => {
    await addToCart(dementia, 3)
    expect((await line(7))?.quantity).toBe(3)
    await addToCart(dementia, 2)
    expect((await line(7))?.quantity).toBe(5)
  })

  it('never stores a quantity below 1', async () => {
    await addToCart(dementia, 0)
    expect((await line(7))?.quantity).toBe(1)
  })

  it('setQuantity changes a line and clamps at 1', async () => {
    await addToCart(dementia)
    await setQuantity(7, 4)
    expect((await line(7))?.quantity).toBe(4)
    await setQuantity(7, 0)
    expect((await line(7))?.quantity).toBe(1)
    await setQuantity(7, -3)
    expect((await line(7))?.quantity).toBe(1)
  })

  it('setQuantity on a course not in the cart adds nothing', async () => {
    await setQuantity(99, 2)
    expect(await db.cart.count()).toBe(0)
  })

  it('removes a line and leaves the others', async () => {
    await addToCart(dementia)
    await addToCart(safeguarding)
    await removeFromCart(7)
    expect(await db.cart.toArray()).toEqual([{ ...safeguarding, quantity: 1 }])
  })

  it('two adds of the same course at the same moment both count', async () => {
    await Promise.all([addToCart(dementia), addToCart(dementia)])
    expect((await line(7))?.quantity).toBe(2)
  })

  it('persists: another connection to the same database (another tab) sees the cart', async () => {
    await addToCart(dementia, 2)
    const otherTab = new CarewiseDb()
    expect(await otherTab.cart.get(7)).toEqual({ ...dementia, quantity: 2 })
    otherTab.close()
  })
})

describe('cart hooks', () => {
  it('useCartCount is 0 for an empty cart and sums quantities live', async () => {
    const { result } = renderHook(() => useCartCount())
    expect(result.current).toBe(0)

    await act(async () => {
      await addToCart(dementia, 2)
      await addToCart(safeguarding)
    })
    await waitFor(() => expect(result.current).toBe(3))

    await act(async () => {
      await setQuantity(9, 5)
    })
    await waitFor(() => expect(result.current).toBe(7))

    await act(async () => {
      await removeFromCart(7)
    })
    await waitFor(() => expect(result.current).toBe(5))
  })

  it('useCartItems is undefined while loading, then the lines', async () => {
    await addToCart(dementia)
    const { result } = renderHook(() => useCartItems())
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(result.current).toEqual([{ ...dementia, quantity: 1 }]))
  })
})
