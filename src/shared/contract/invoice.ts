import type { User } from './auth'

/**
 * Invoices and receipts. Kept free of zod: the dashboard's buttons need only these names and
 * rules, and the PDF itself is not JSON, so there is no response to parse.
 */
export type DocumentKind = 'vat_invoice' | 'receipt'
export type DocumentSource = 'order' | 'booking'

/** GET, with the bearer session; answers `application/pdf`, or 404 for anyone but the buyer (or their company). */
export const DOCUMENT_PATHS: Record<DocumentSource, string> = {
  order: '/my/orders/:id/document',
  booking: '/my/bookings/:id/document',
}

/** Company accounts and their staff get a VAT invoice; individuals a receipt. */
export function documentKind(account: Pick<User, 'role' | 'parent'>): DocumentKind {
  return account.role === 'company' || account.parent !== 0 ? 'vat_invoice' : 'receipt'
}

export const DOCUMENT_TITLE: Record<DocumentKind, string> = { vat_invoice: 'VAT invoice', receipt: 'Receipt' }

export const DOCUMENT_ACTION: Record<DocumentKind, string> = {
  vat_invoice: 'Download invoice',
  receipt: 'Download receipt',
}

export const DOCUMENT_NOT_FOUND = 'No invoice or receipt found.'
