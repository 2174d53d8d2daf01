import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bookingCalls } from '@/shared/contract/booking'
import {
  ANSWER_EVERY_QUESTION,
  matchAnswers,
  readAnswers,
  writeAnswers,
  type QuestionAnswer,
} from '@/shared/rules/booking-answers'
import { bookingTotals, couponDiscountPence, orderTotals } from '@/shared/rules/totals'
import { DEFAULT_VAT_RULE, isVatRate, vatLabel, vatPence, vatStatement, type VatRule } from '@/shared/rules/vat'

const at = (ratePercent: number, zeroGround: VatRule['zeroGround'] = 'exempt'): VatRule => ({ ratePercent, zeroGround })
const STANDARD = at(20)

describe('the VAT the storefront charges', () => {
  // The one test of the shipped default: changing the default rate changes this line and DEFAULT_VAT_RULE.
  it('is 0 %, exempt, unless VAT_RATE_PERCENT says otherwise (docs/product-rules.md §9)', () => {
    expect(DEFAULT_VAT_RULE).toEqual({ ratePercent: 0, zeroGround: 'exempt' })
  })

  it('is a rate from 0 to 100 % with at most two decimals', () => {
    for (const rate of [0, 5, 17.5, 20, 12.34, 100]) expect(isVatRate(rate), String(rate)).toBe(true)
    for (const rate of [-1, 100.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isVatRate(rate), String(rate)).toBe(false)
  })
})

describe('VAT rounding: once per order, to the nearest penny, a half penny up', () => {
  it('at 20 %', () => {
    expect(vatPence(1234, STANDARD)).toBe(247) // 246.8p
    expect(vatPence(1, STANDARD)).toBe(0) // 0.2p
    expect(vatPence(3, STANDARD)).toBe(1) // 0.6p
    expect(vatPence(0, STANDARD)).toBe(0)
  })

  it('a half penny goes up, and a rate with a decimal meets no float error', () => {
    expect(vatPence(20, at(17.5))).toBe(4) // 3.5p
    expect(vatPence(1001, at(17.5))).toBe(175) // 175.175p
    expect(vatPence(10, at(5))).toBe(1) // 0.5p
    expect(vatPence(2999, at(12.34))).toBe(370) // 370.0766p
  })

  it('is worked out on the order, not line by line: three 3p lines at 20 % are 2p of VAT, not 3p', () => {
    const lines = [1, 2, 3].map(() => ({ unitPence: 3, quantity: 1 }))
    const perLine = lines.reduce((sum, line) => sum + vatPence(line.unitPence, STANDARD), 0)
    expect(perLine).toBe(3)
    expect(orderTotals(lines, 0, STANDARD)).toEqual({ subtotalPence: 9, discountPence: 0, vatPence: 2, totalPence: 11 })
  })

  it('is always the exact VAT of the net amount rounded half up (any amount, any rate)', () => {
    const rate = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), rate, (net, percent) => {
        const vat = vatPence(net, at(percent))
        expect(Number.isInteger(vat)).toBe(true)
        // In hundredths of a percent of a penny: |VAT − exact| ≤ ½p, and exactly ½p only ever rounds up.
        const exact = net * Math.round(percent * 100)
        expect(vat * 10_000 - exact).toBeGreaterThan(-5_000 - 1)
        expect(vat * 10_000 - exact).toBeLessThanOrEqual(5_000)
        expect(vat * 10_000 - exact).not.toBe(-5_000)
      }),
    )
  })
})

describe('order and booking totals', () => {
  it('the discount comes off before the VAT, and the VAT is added to what is charged', () => {
    const lines = [
      { unitPence: 4500, quantity: 2 },
      { unitPence: 1000, quantity: 1 },
    ]
    expect(orderTotals(lines, 1000, STANDARD)).toEqual({
      subtotalPence: 10000,
      discountPence: 1000,
      vatPence: 1800,
      totalPence: 10800,
    })
  })

  it('a discount larger than the subtotal takes it to zero, with no VAT', () => {
    expect(orderTotals([{ unitPence: 300, quantity: 1 }], 500, STANDARD)).toEqual({
      subtotalPence: 300,
      discountPence: 300,
      vatPence: 0,
      totalPence: 0,
    })
  })

  it('at 0 % the total is the subtotal less the discount, as the storefront has always charged', () => {
    const line = fc.record({
      unitPence: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
    })
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 10 }),
        fc.nat(100_000),
        fc.constantFrom(at(0), at(0, 'zero-rated')),
        (lines, discount, rule) => {
          const totals = orderTotals(lines, discount, rule)
          expect(totals.vatPence).toBe(0)
          expect(totals.totalPence).toBe(totals.subtotalPence - totals.discountPence)
        },
      ),
    )
  })

  it('a booking is the price per delegate times the delegates, plus VAT on that', () => {
    expect(bookingTotals(4500, 3, at(0))).toMatchObject({ subtotalPence: 13500, vatPence: 0, totalPence: 13500 })
    expect(bookingTotals(4500, 3, STANDARD)).toMatchObject({ subtotalPence: 13500, vatPence: 2700, totalPence: 16200 })
    expect(bookingTotals(1999, 7, at(17.5))).toMatchObject({ subtotalPence: 13993, vatPence: 2449, totalPence: 16442 })
  })

  it('a coupon: a percentage to the nearest penny, a fixed amount at most the subtotal, a minimum spend, an expiry', () => {
    const base = { minSpendPence: 0, expiresAt: null }
    expect(couponDiscountPence({ kind: 'percent', value: 10, ...base }, 4995)).toBe(500) // 499.5p
    expect(couponDiscountPence({ kind: 'fixed', value: 500, ...base }, 300)).toBe(300)
    expect(couponDiscountPence({ kind: 'fixed', value: 500, ...base, minSpendPence: 2000 }, 1999)).toBeNull()
    const expiry = new Date('2026-03-01T00:00:00Z')
    expect(
      couponDiscountPence({ kind: 'fixed', value: 500, ...base, expiresAt: expiry }, 5000, new Date('2026-02-28')),
    ).toBe(500)
    expect(couponDiscountPence({ kind: 'fixed', value: 500, ...base, expiresAt: expiry }, 5000, expiry)).toBeNull()
  })
})

describe('how VAT is named on screen and on documents', () => {
  it('a rate names itself; at 0 % the ground is said: exempt or zero-rated', () => {
    expect(vatLabel(STANDARD)).toBe('VAT (20%)')
    expect(vatLabel(at(17.5))).toBe('VAT (17.5%)')
    expect(vatLabel(at(0))).toBe('VAT exempt (0%)')
    expect(vatLabel(at(0, 'zero-rated'))).toBe('Zero-rated VAT (0%)')
  })

  it('a document says that no VAT is payable at 0 %, and why', () => {
    expect(vatStatement(at(0))).toMatch(/^VAT exempt: no VAT is payable .*exempt from VAT \(0%\)\.$/)
    expect(vatStatement(at(0, 'zero-rated'))).toMatch(
      /^Zero-rated: .*zero-rated for VAT, so no VAT is payable \(0%\)\.$/,
    )
    expect(vatStatement(STANDARD)).toBe('VAT is charged at 20% on every line.')
  })
})

describe("booking step 2's answers (question_answer)", () => {
  const answers: QuestionAnswer[] = [
    { question: 'Do you have a training room?', answer: 'Yes' },
    { question: 'Will a hoist be available?', answer: 'No' },
  ]

  it('are written as JSON text of q1, a1, q2, a2 and read back the same, in order', () => {
    const text = writeAnswers(answers)
    expect(JSON.parse(text)).toEqual({
      q1: 'Do you have a training room?',
      a1: 'Yes',
      q2: 'Will a hoist be available?',
      a2: 'No',
    })
    expect(readAnswers(text)).toEqual(answers)
    fc.assert(
      fc.property(
        fc.array(fc.record({ question: fc.string(), answer: fc.constantFrom('Yes' as const, 'No' as const) })),
        (any) => {
          expect(readAnswers(writeAnswers(any))).toEqual(any)
        },
      ),
    )
  })

  it('anything else is not read: a missing answer, Maybe, a stray key, an array, not JSON', () => {
    for (const text of [
      '{"q1":"Room?"}',
      '{"q1":"Room?","a1":"Maybe"}',
      '{"q1":"Room?","a1":"Yes","extra":"x"}',
      '{"q2":"Room?","a2":"Yes"}',
      '{"q1":"Room?","a1":"Yes","q3":"Hoist?","a3":"No"}',
      '[]',
      'null',
      'not json',
    ])
      expect(readAnswers(text), text).toBeNull()
  })

  it("must answer each of the course's questions once, matched by their text", () => {
    const questions = [
      { id: 11, question: 'Do you have a training room?' },
      { id: 12, question: ' Will a hoist be available? ' },
    ]
    expect(matchAnswers(questions, answers)).toEqual(
      new Map([
        [11, 'Yes'],
        [12, 'No'],
      ]),
    )
    expect(matchAnswers(questions, answers.slice(0, 1))).toBeNull()
    expect(matchAnswers(questions, [answers[0]!, answers[0]!])).toBeNull()
    expect(matchAnswers(questions, [answers[0]!, { question: 'Another course’s?', answer: 'No' }])).toBeNull()
  })

  it('the contract reads the text into the pairs, and refuses any other shape with the one message', () => {
    const body = { token_unique_key: 'k'.repeat(43) }
    const read = bookingCalls.saveQuestionAnswer.body.safeParse({ ...body, question_answer: writeAnswers(answers) })
    expect(read.data?.question_answer).toEqual(answers)
    const refused = bookingCalls.saveQuestionAnswer.body.safeParse({ ...body, question_answer: '{"q1":"Room?"}' })
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([ANSWER_EVERY_QUESTION])
  })
})
