import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { DEFAULT_VAT_RULE, type VatRule } from '@/shared/rules/vat'
import { callApi } from './api-client'
import { queryKey } from './query-keys'

/**
 * The VAT the server charges. The browser cannot read the server's settings: it asks (GET /vat),
 * keeps the answer for offline use like the catalogue, and assumes the storefront's default until
 * the first answer. Every total it shows and sends is worked out with this rule by the functions the
 * server uses (src/shared/rules/totals.ts), so the two agree; a payment priced with a rule the
 * server no longer uses is refused with the server's total and rule (`learnVatRule`).
 */
export async function getVatRule(signal?: AbortSignal): Promise<VatRule> {
  return callApi('checkout.vatRule', { signal })
}

export const vatRuleQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('checkout.vatRule'),
    queryFn: ({ signal }) => getVatRule(signal),
    initialData: DEFAULT_VAT_RULE,
    // The default is only a stand-in: asked for at once, then kept like other public data.
    initialDataUpdatedAt: 0,
  })

/** The VAT rule to work totals out with: the server's last answer, or the default before there is one. */
export function useVatRule(): VatRule {
  return useQuery(vatRuleQueryOptions()).data
}

/** Uses `rule` from now on: the server has said it is the one it charges. */
export function setVatRule(queryClient: QueryClient, rule: VatRule): void {
  queryClient.setQueryData(vatRuleQueryOptions().queryKey, rule)
}

/**
 * Takes the VAT rule from a refused payment's body (a 409 with the server's total and `vat`), so
 * that the totals shown next are the ones the server charges. True when there was one.
 */
export async function learnVatRule(queryClient: QueryClient, body: unknown): Promise<boolean> {
  const vat = typeof body === 'object' && body !== null && 'vat' in body ? body.vat : undefined
  if (vat === undefined) return false
  // The schema comes with the contract, which start-up code must not import; the refused call has loaded it.
  const { vatRuleResponse } = await import('@/shared/contract/checkout')
  const parsed = vatRuleResponse.safeParse(vat)
  if (parsed.success) setVatRule(queryClient, parsed.data)
  return parsed.success
}
