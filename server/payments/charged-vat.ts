import { z } from 'zod'
import { VAT_ZERO_GROUNDS, type VatRule } from '../../src/shared/rules/vat'

// The VAT as it was charged: kept with each intent, then with its order or booking. The rules
// themselves (rate, rounding, words) are src/shared/rules/vat.ts.

/**
 * The VAT a payment intent was priced with, kept in its `details`: the payment is recorded, and its
 * document printed, with the VAT the person was shown and charged, whatever the setting says by then.
 */
const intentVat = z.object({
  ratePercent: z.number().min(0),
  zeroGround: z.enum(VAT_ZERO_GROUNDS),
}) satisfies z.ZodType<VatRule>

/**
 * Intents opened before the VAT was kept with them were priced without VAT (and the VAT columns of
 * `orders` and `bookings` say the same of the payments recorded then).
 */
const NO_VAT_RECORDED: VatRule = { ratePercent: 0, zeroGround: 'exempt' }

/** `vat` of an intent's details, for its schema: the rule it was priced with. */
export const intentVatField = intentVat.default(NO_VAT_RECORDED)

/** The VAT rule an intent was priced with; null when its details hold something else under `vat`. */
export function vatOfIntent(details: unknown): VatRule | null {
  const vat = (details as { vat?: unknown } | null)?.vat
  return intentVatField.safeParse(vat).data ?? null
}

/** The VAT columns of an order or booking (server/db/schema.ts `vatCharged`). */
export const vatColumns = (vat: VatRule, vatPence: number) => ({
  vatPence,
  vatRatePercent: vat.ratePercent,
  vatZeroGround: vat.zeroGround,
})

/** The VAT rule an order or booking was charged with, from its columns. */
export const chargedVat = (row: { vatRatePercent: number; vatZeroGround: VatRule['zeroGround'] }): VatRule => ({
  ratePercent: row.vatRatePercent,
  zeroGround: row.vatZeroGround,
})
