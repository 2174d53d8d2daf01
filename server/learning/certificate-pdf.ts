import PDFDocument from 'pdfkit'
import { verifyPagePath } from '../../src/shared/contract/certificate'
import { oneLine } from '../../src/shared/contract/one-line'
import { BOLD, pdfBytes, REGULAR, registerBodyFonts } from '../lib/pdf-fonts'
import type { Certificate } from './certificates'

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(date)

const BRAND = '#15803d'
const INK = '#0f172a'
const MUTED = '#475569'
const MARGIN = 60
// A4 landscape, in points.
const PAGE_WIDTH = 841.89
const PAGE_HEIGHT = 595.28
const CONTENT = PAGE_WIDTH - MARGIN * 2

/**
 * A certificate of completion as an A4 landscape PDF: the learner, the course, its CPD hours when
 * the course states them, the completion and expiry dates, the number and the address where anyone
 * can check it. The name and course are each held to their lines, so nothing moves off the page.
 */
export function renderCertificatePdf(
  certificate: Certificate,
  { brand, storefront }: { brand: string; storefront: string },
): Promise<Buffer> {
  const verifyUrl = `${storefront}${verifyPagePath(certificate.number)}`
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: {
      Title: `Certificate ${certificate.number}`,
      Author: brand,
      Subject: `${certificate.courseName}, completed by ${certificate.learnerName}`,
      CreationDate: certificate.completedAt,
    },
  })
  registerBodyFonts(pdf)
  const done = pdfBytes(pdf)

  pdf
    .rect(24, 24, PAGE_WIDTH - 48, PAGE_HEIGHT - 48)
    .lineWidth(3)
    .strokeColor(BRAND)
    .stroke()
  const centred = { width: CONTENT, align: 'center' as const }
  pdf
    .font(BOLD)
    .fontSize(16)
    .fillColor(BRAND)
    .text(brand, MARGIN, MARGIN + 10, centred)
  pdf.moveDown(1.2)
  pdf.font(BOLD).fontSize(30).fillColor(INK).text('Certificate of completion', centred)
  pdf.moveDown(0.8)
  pdf.font(REGULAR).fontSize(13).fillColor(MUTED).text('This certifies that', centred)
  pdf.moveDown(0.4)
  pdf.font(BOLD).fontSize(26).fillColor(INK)
  pdf.text(oneLine(certificate.learnerName).trim(), {
    ...centred,
    height: pdf.currentLineHeight(true) + 1,
    ellipsis: true,
  })
  pdf.moveDown(0.4)
  pdf.font(REGULAR).fontSize(13).fillColor(MUTED).text('has completed the course', centred)
  pdf.moveDown(0.4)
  pdf.font(BOLD).fontSize(20).fillColor(INK)
  pdf.text(oneLine(certificate.courseName).trim(), {
    ...centred,
    height: pdf.currentLineHeight(true) * 2 + 1,
    ellipsis: true,
  })
  if (certificate.cpdHours !== null) {
    pdf.moveDown(0.3)
    pdf
      .font(REGULAR)
      .fontSize(13)
      .fillColor(INK)
      .text(`${certificate.cpdHours} CPD ${certificate.cpdHours === 1 ? 'hour' : 'hours'}`, centred)
  }

  const facts: [string, string][] = [
    ['Completed on', longDate(certificate.completedAt)],
    ['Valid until', certificate.expiresAt ? longDate(certificate.expiresAt) : 'Does not expire'],
    ['Certificate number', certificate.number],
  ]
  const columnWidth = CONTENT / facts.length
  const factsTop = PAGE_HEIGHT - MARGIN - 120
  facts.forEach(([label, value], index) => {
    const x = MARGIN + columnWidth * index
    pdf.font(REGULAR).fontSize(10).fillColor(MUTED).text(label, x, factsTop, { width: columnWidth, align: 'center' })
    pdf
      .font(BOLD)
      .fontSize(13)
      .fillColor(INK)
      .text(value, x, factsTop + 16, { width: columnWidth, align: 'center' })
  })
  pdf
    .font(REGULAR)
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Check this certificate at ${verifyUrl}`, MARGIN, PAGE_HEIGHT - MARGIN - 40, {
      ...centred,
      link: verifyUrl,
    })

  pdf.end()
  return done
}
