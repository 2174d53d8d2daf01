import type { ServerEnv } from '../env'

/**
 * The confirmation mail's line pointing to the invoice or receipt. It links to the dashboard, where
 * the buyer downloads the PDF with their own session: no token or code ever travels in the mail.
 */
export function documentMailLine(env: Pick<ServerEnv, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  const storefront = (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, '')
  return `Download your invoice or receipt (PDF) from your dashboard: ${storefront}/dashboard`
}
