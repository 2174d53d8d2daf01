// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type LocalData = typeof import('@/lib/local-data')
type CartStore = typeof import('@/features/cart/data/cart-store')

const dementia = { id: 7, image: '/images/courses/dementia-awareness.svg', name: 'Dementia Awareness', price: 25 }

/** Fresh modules for each test: what this page has loaded and learnt about storage starts from nothing. */
async function freshModules(): Promise<{ localData: LocalData; cart: CartStore; dexieLoads: () => number }> {
  vi.resetModules()
  let loads = 0
  vi.doMock('../../../src/lib/db', async (importOriginal) => {
    loads++
    return importOriginal()
  })
  const localData = await import('@/lib/local-data')
  const cart = await import('@/features/cart/data/cart-store')
  return { localData, cart, dexieLoads: () => loads }
}

beforeEach(async () => {
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase('carewise')
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error)
  })
})

afterEach(() => {
  cleanup()
  vi.doUnmock('../../../src/lib/db')
})

describe('the database loads only when this browser uses it', () => {
  it('answers "nothing stored" without loading Dexie, then follows the first write', async () => {
    const { cart, dexieLoads } = await freshModules()
    const { result } = renderHook(() => ({ items: cart.useCartItems(), count: cart.useCartCount() }))
    await waitFor(() => expect(result.current.items).toEqual([]))
    expect(result.current.count).toBe(0)
    expect(dexieLoads()).toBe(0)

    await act(() => cart.addToCart(dementia, 2))
    expect(dexieLoads()).toBe(1)
    await waitFor(() => expect(result.current.items).toEqual([{ ...dementia, quantity: 2 }]))
    expect(result.current.count).toBe(2)
  })

  it('opens a database an earlier visit left and reads it', async () => {
    const earlier = await freshModules()
    await earlier.cart.addToCart(dementia)
    ;(await earlier.localData.openDb()).close()

    const { cart, localData, dexieLoads } = await freshModules()
    expect(await localData.mayHaveStoredData()).toBe(true)
    const { result } = renderHook(() => cart.useCartItems())
    await waitFor(() => expect(result.current).toEqual([{ ...dementia, quantity: 1 }]))
    expect(dexieLoads()).toBe(1)
  })

  it('a read on a first visit answers "nothing" without loading Dexie or creating the database', async () => {
    const { localData, dexieLoads } = await freshModules()
    expect(await localData.readDb<unknown>((db) => db.cart.toArray(), 'absent')).toBe('absent')
    expect(dexieLoads()).toBe(0)
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain('carewise')
  })

  it('counts a read answered only once its answer is rendered, so the app is not ready before it shows', async () => {
    const earlier = await freshModules()
    await earlier.cart.addToCart(dementia)
    ;(await earlier.localData.openDb()).close()

    const { localData } = await freshModules()
    const rendered: unknown[] = []
    renderHook(() => {
      const name = localData.useDbQuery(
        async (db) => (await db.cart.get(dementia.id))?.name ?? null,
        [dementia.id],
        null,
      )
      rendered.push(name)
      return name
    })
    await localData.whenDbReadsAnswered()
    expect(rendered.at(-1)).toBe('Dementia Awareness')
  })

  it("never shows one query's answer for another's inputs", async () => {
    const { localData, cart } = await freshModules()
    await cart.addToCart(dementia)
    const { result, rerender } = renderHook(
      ({ id }: { id: number }) => localData.useDbQuery(async (db) => (await db.cart.get(id))?.name ?? null, [id], null),
      { initialProps: { id: dementia.id } },
    )
    await waitFor(() => expect(result.current).toBe('Dementia Awareness'))
    rerender({ id: 99 })
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(result.current).toBeNull())
  })

  it('runs what waits for the database once something opens it', async () => {
    const { localData } = await freshModules()
    const ready = vi.fn()
    localData.whenDbLoaded(ready)
    await localData.openDbIfStored()
    expect(ready).not.toHaveBeenCalled()
    await localData.openDb()
    expect(ready).toHaveBeenCalledTimes(1)
  })
})
