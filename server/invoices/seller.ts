import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../db/client'
import { siteContent, type InvoiceSeller } from '../db/schema'

/**
 * The seller's details printed on every invoice and receipt, read from the `settings` document
 * (the same one the storefront shows its contact details from). A field left out prints empty.
 */
const sellerSettings = z.object({
  Legal_name: z.string().catch(''),
  Legal_address: z.string().catch(''),
  VAT_number: z.string().catch(''),
  Company_number: z.string().catch(''),
  Email: z.string().catch(''),
})

type Reader = Pick<Database, 'select'>

export async function currentSeller(db: Reader): Promise<InvoiceSeller> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, 'settings'))
  const value = sellerSettings.parse({ ...(row?.value as object | undefined) })
  return {
    legalName: value.Legal_name,
    address: value.Legal_address,
    vatNumber: value.VAT_number,
    companyNumber: value.Company_number,
    email: value.Email,
  }
}
