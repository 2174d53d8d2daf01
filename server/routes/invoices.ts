import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Stripe from 'stripe'
import { isDbId } from '../../src/shared/contract/url'
import { DOCUMENT_NOT_FOUND, DOCUMENT_PATHS, type DocumentSource } from '../../src/shared/contract/invoice'
import type { Database } from '../db/client'
import { HttpError } from '../lib/http-error'
import { LOGIN_REQUIRED } from '../lib/route'
import type { PaymentProvider } from '../payments/provider'
import { stripeCardLookup } from '../invoices/card-lookup'
import { findDocument } from '../invoices/document'
import { renderInvoicePdf } from '../invoices/pdf'

/** Documents are cheap to make but not free; a person downloads a handful. */
const DOCUMENT_GUARD = { rateLimit: { max: 60, timeWindow: '1 minute' } }

/**
 * GET /my/orders/:id/document and /my/bookings/:id/document: the paid order's or booking's VAT
 * invoice (company accounts) or receipt (individuals) as a PDF. Needs the bearer session; the
 * buyer and, for a company's staff, the company account may read it; everyone else gets 404.
 */
export function invoiceRoutes(
  app: FastifyInstance,
  { db, provider }: { db: Database; provider: PaymentProvider & { client?: Stripe } },
): void {
  const cardLookup = provider.name === 'stripe' && provider.client ? stripeCardLookup(provider.client) : undefined

  const handler =
    (source: DocumentSource) => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      reply.header('cache-control', 'private, no-store')
      const user = await app.authenticate(request)
      if (!user) {
        reply.header('www-authenticate', 'Bearer')
        throw new HttpError(401, LOGIN_REQUIRED)
      }
      if (!isDbId(request.params.id)) throw new HttpError(404, DOCUMENT_NOT_FOUND)
      const doc = await findDocument(db, user, source, Number(request.params.id), cardLookup)
      if (!doc) throw new HttpError(404, DOCUMENT_NOT_FOUND)
      const pdf = await renderInvoicePdf(doc)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${doc.number}.pdf"`)
        .header('x-document-number', doc.number)
        .send(pdf)
    }

  for (const source of ['order', 'booking'] as const) {
    app.get(DOCUMENT_PATHS[source], { config: DOCUMENT_GUARD }, handler(source))
  }
}
