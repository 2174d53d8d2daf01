import { isApiError } from '@/lib/api-client'

/** A card payment that went through, whose recording (payment-success) the feature asks for. */
export interface ChargedPayment {
  intentId: string
  provider: string
  amountPence: number
}

/** How long to wait before asking again, while the answer is lost: after 1 s, then after 3 s more. */
export const CONFIRM_RETRY_DELAYS_MS: readonly number[] = [1000, 3000]

/** Worth asking again: the server did not answer, or failed on its side. */
export function isLostAnswer(error: unknown): boolean {
  return isApiError(error) && (error.noAnswer || (error.kind === 'http' && (error.status ?? 0) >= 500))
}

/**
 * Records a charged payment, asking again while the answer is lost (CONFIRM_RETRY_DELAYS_MS). The
 * server records one order or booking per intent however often it is asked, so asking again is
 * safe. A refusal (the server answered 4xx) is thrown at once, as is the last lost answer.
 */
export async function confirmPayment<Result>(
  record: () => Promise<Result>,
  delays: readonly number[] = CONFIRM_RETRY_DELAYS_MS,
): Promise<Result> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await record()
    } catch (error) {
      const delay = delays[attempt]
      if (delay === undefined || !isLostAnswer(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}
