/** What the server needs of a card payment provider: make an intent, and later ask how it went. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled'
  | 'failed'

export interface ProviderIntent {
  id: string
  clientSecret: string
  status: IntentStatus
  amountPence: number
  currency: string
}

export interface CreateIntentInput {
  amountPence: number
  currency: 'gbp'
  /** The same key returns the same intent (a double-clicked Pay makes one payment). */
  idempotencyKey: string
  metadata: Record<string, string>
  receiptEmail?: string
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox'
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>
  /** The provider's own word on an intent; null when it does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>
}
