import PDFDocument from 'pdfkit'
import { BOLD, pdfBytes, REGULAR, registerBodyFonts } from '../lib/pdf-fonts'
import { oneLine } from '../../src/shared/contract/one-line'
import type { InvoiceDocument } from './document'
import { vatRateText, vatStatement } from '../../src/shared/rules/vat'

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })
const money = (pence: number) => gbp.format(pence / 100)
const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(date)
const isoDay = (day: string) => longDate(new Date(`${day}T12:00:00Z`))

const BRAND = '#15803d'
const INK = '#0f172a'
const MUTED = '#475569'
const RULE = '#cbd5e1'
const MARGIN = 50
const PAGE_WIDTH = 595.28
const CONTENT = PAGE_WIDTH - MARGIN * 2

/**
 * How many lines each value of the buyer block may fill; the last line shown ends in an ellipsis.
 * Every value is written on one line first (see oneLine), and a stored value can be long or hold
 * line breaks from before the contract refused them: bounded, none can push the totals to another
 * page or write a line of its own, such as "Total paid: £0.00".
 */
const BUYER_LINES = { name: 1, companyName: 2, address: 3, email: 1 } as const

/** The table's columns: description, quantity, unit price, line total (x and width in points). */
const COLUMNS = {
  description: { x: MARGIN, width: 265 },
  quantity: { x: MARGIN + 270, width: 50 },
  unit: { x: MARGIN + 325, width: 85 },
  total: { x: MARGIN + 415, width: CONTENT - 415 },
}

/** Draws an invoice or receipt as an A4 PDF. Resolves with the file's bytes. */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${doc.title} ${doc.number}`,
      Author: doc.seller.legalName,
      Subject: `${doc.title} ${doc.number} for ${doc.reference}`,
      CreationDate: doc.issuedAt,
    },
  })
  registerBodyFonts(pdf)
  const done = pdfBytes(pdf)

  // Header: the seller on the left, the document's title on the right.
  pdf
    .font(BOLD)
    .fontSize(20)
    .fillColor(BRAND)
    .text(doc.seller.legalName || 'Carewise', MARGIN, MARGIN, {
      width: CONTENT * 0.6,
    })
  pdf.font(REGULAR).fontSize(9).fillColor(MUTED)
  for (const line of [
    doc.seller.address,
    doc.seller.email,
    doc.seller.vatNumber && `VAT registration number: ${doc.seller.vatNumber}`,
    doc.seller.companyNumber && `Company number: ${doc.seller.companyNumber}`,
  ]) {
    if (line) pdf.text(line, { width: CONTENT * 0.6 })
  }
  const headerBottom = pdf.y
  pdf.font(BOLD).fontSize(22).fillColor(INK).text(doc.title, MARGIN, MARGIN, { width: CONTENT, align: 'right' })
  pdf.font(REGULAR).fontSize(11).fillColor(MUTED).text(doc.number, { width: CONTENT, align: 'right' })

  // The buyer on the left, the document's facts on the right.
  const blockTop = Math.max(headerBottom, pdf.y) + 24
  pdf
    .font(BOLD)
    .fontSize(9)
    .fillColor(MUTED)
    .text(doc.kind === 'vat_invoice' ? 'BILLED TO' : 'PAID BY', MARGIN, blockTop)
  pdf.font(REGULAR).fontSize(10).fillColor(INK)
  const buyerLine = pdf.currentLineHeight(true)
  for (const field of ['name', 'companyName', 'address', 'email'] as const) {
    const value = oneLine(doc.buyer[field]).trim()
    // A hair over the lines' height, so that the last line allowed still fits.
    const height = buyerLine * BUYER_LINES[field] + 1
    if (value) pdf.text(value, { width: CONTENT / 2 - 10, height, ellipsis: true })
  }
  const buyerBottom = pdf.y

  const facts: [string, string][] = [
    [doc.kind === 'vat_invoice' ? 'Invoice number' : 'Receipt number', doc.number],
    ['Date of issue', longDate(doc.issuedAt)],
    ['Date of supply', isoDay(doc.suppliedOn)],
    ['Reference', doc.reference],
    ['Payment method', doc.paymentMethod],
  ]
  let factY = blockTop
  for (const [label, value] of facts) {
    pdf
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, MARGIN + CONTENT / 2, factY, { width: 95 })
    pdf
      .font(BOLD)
      .fontSize(9)
      .fillColor(INK)
      .text(value, MARGIN + CONTENT / 2 + 95, factY, { width: CONTENT / 2 - 95, align: 'right' })
    factY = pdf.y + 4
  }

  // The lines.
  let y = Math.max(buyerBottom, factY) + 28
  pdf.rect(MARGIN, y - 6, CONTENT, 22).fill('#f0fdf4')
  pdf.font(BOLD).fontSize(9).fillColor(INK)
  pdf.text('Description', COLUMNS.description.x + 6, y, { width: COLUMNS.description.width - 6 })
  pdf.text('Qty', COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' })
  pdf.text('Unit price', COLUMNS.unit.x, y, { width: COLUMNS.unit.width, align: 'right' })
  pdf.text('Line total', COLUMNS.total.x, y, { width: COLUMNS.total.width - 6, align: 'right' })
  y += 24
  for (const line of doc.lines) {
    if (y > 700) {
      pdf.addPage()
      y = MARGIN
    }
    pdf.font(REGULAR).fontSize(10).fillColor(INK)
    pdf.text(line.description, COLUMNS.description.x + 6, y, { width: COLUMNS.description.width - 6 })
    let rowBottom = pdf.y
    if (line.detail) {
      pdf
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(line.detail, { width: COLUMNS.description.width - 6 })
      rowBottom = pdf.y
    }
    pdf.font(REGULAR).fontSize(10).fillColor(INK)
    pdf.text(String(line.quantity), COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' })
    pdf.text(money(line.unitPence), COLUMNS.unit.x, y, { width: COLUMNS.unit.width, align: 'right' })
    pdf.text(money(line.totalPence), COLUMNS.total.x, y, { width: COLUMNS.total.width - 6, align: 'right' })
    y = rowBottom + 8
    pdf
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + CONTENT, y - 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()
  }

  // The totals, right-aligned under the line totals.
  y += 8
  const totals: [string, string][] = [['Subtotal', money(doc.subtotalPence)]]
  if (doc.discountPence > 0)
    totals.push([
      `Discount${doc.couponCode ? ` (coupon ${oneLine(doc.couponCode)})` : ''}`,
      `-${money(doc.discountPence)}`,
    ])
  if (doc.vat.ratePercent > 0 && doc.discountPence > 0)
    totals.push(['Total excluding VAT', money(doc.subtotalPence - doc.discountPence)])
  totals.push([`VAT (${vatRateText(doc.vat)})`, money(doc.vatPence)])
  const labelX = COLUMNS.quantity.x - 60
  const labelWidth = COLUMNS.total.x - labelX - 10
  for (const [label, value] of totals) {
    pdf.font(REGULAR).fontSize(10).fillColor(MUTED).text(label, labelX, y, { width: labelWidth, align: 'right' })
    pdf.fillColor(INK).text(value, COLUMNS.total.x, y, { width: COLUMNS.total.width - 6, align: 'right' })
    y = pdf.y + 6
  }
  pdf
    .moveTo(labelX, y)
    .lineTo(MARGIN + CONTENT, y)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke()
  y += 8
  pdf.font(BOLD).fontSize(12).fillColor(INK).text('Total paid', labelX, y, { width: labelWidth, align: 'right' })
  pdf.text(money(doc.totalPence), COLUMNS.total.x, y, { width: COLUMNS.total.width - 6, align: 'right' })
  y = pdf.y + 28

  pdf
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Paid in full on ${isoDay(doc.suppliedOn)}. Payment method: ${doc.paymentMethod}. All amounts are in pounds sterling (GBP).`,
      MARGIN,
      y,
      { width: CONTENT },
    )
  pdf.text(vatStatement(doc.vat), { width: CONTENT })
  if (doc.kind === 'vat_invoice' && doc.seller.vatNumber) {
    pdf.text(`${doc.seller.legalName}, VAT registration number ${doc.seller.vatNumber}.`, { width: CONTENT })
  }

  pdf.end()
  return done
}
