import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartTotals, couponNeedsRecheck, lineTotalPence, subtotalPence } from '@/features/cart/data/cart-math'
import { toPence } from '@/shared/money'
import type { VatRule } from '@/shared/rules/vat'

const line = (price: number, quantity: number) => ({ price, quantity })
/** docs/product-rules.md §9: VAT shows as £0.00. */
const NO_VAT: VatRule = { ratePercent: 0, zeroGround: 'exempt' }

describe('cart money in integer pence', () => {
  it('adds prices that floats get wrong', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004; three £19.99 lines are £59.97, not £59.970000000000006.
    expect(subtotalPence([line(0.1, 1), line(0.2, 1)])).toBe(30)
    expect(subtotalPence([line(19.99, 3)])).toBe(5997)
    expect(lineTotalPence(line(24.99, 7))).toBe(17493)
  })

  it('the subtotal is always a whole number of pence equal to the sum of the lines', () => {
    const pounds = fc.integer({ min: 0, max: 100_000 }).map((pence) => pence / 100)
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: pounds, quantity: fc.integer({ min: 1, max: 100 }) }), { maxLength: 20 }),
        (items) => {
          const total = subtotalPence(items)
          expect(Number.isInteger(total)).toBe(true)
          expect(total).toBe(items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0))
        },
      ),
    )
  })

  it('VAT is a fixed £0.00 and the total is the subtotal without a coupon', () => {
    expect(cartTotals([line(45, 2), line(24.99, 1)], null, NO_VAT)).toEqual({
      subtotalPence: 11499,
      discountPence: 0,
      vatPence: 0,
      totalPence: 11499,
      couponCode: null,
      couponPending: false,
    })
  })

  it('a coupon checked against this subtotal takes its discount off', () => {
    // CARE10 on £114.99: the server answered final £103.49 and discount £11.50.
    const coupon = { code: 'CARE10', discount: 11.5, finalPrice: 103.49 }
    expect(cartTotals([line(45, 2), line(24.99, 1)], coupon, NO_VAT)).toMatchObject({
      discountPence: 1150,
      totalPence: 10349,
      couponCode: 'CARE10',
      couponPending: false,
    })
  })

  it('a coupon checked against another subtotal is pending: no discount until the re-check', () => {
    const coupon = { code: 'CARE10', discount: 4.5, finalPrice: 40.5 }
    expect(couponNeedsRecheck(coupon, toPence(45))).toBe(false)
    expect(couponNeedsRecheck(coupon, toPence(90))).toBe(true)
    expect(couponNeedsRecheck(null, toPence(90))).toBe(false)
    expect(cartTotals([line(45, 2)], coupon, NO_VAT)).toMatchObject({
      discountPence: 0,
      totalPence: 9000,
      couponCode: null,
      couponPending: true,
    })
  })
})
