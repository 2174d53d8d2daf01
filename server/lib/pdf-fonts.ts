import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * DejaVu Sans (from the dejavu-fonts-ttf package, read once): the standard PDF fonts cannot write
 * names such as Łukasz, Ștefan or Jiří, which buyers and learners type. Only the characters used
 * are embedded.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined
function loadFonts() {
  const resolve = createRequire(import.meta.url).resolve
  fonts ??= {
    regular: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    bold: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
  }
  return fonts
}

export const REGULAR = 'Body'
export const BOLD = 'Body-Bold'

/** Registers the body fonts, REGULAR and BOLD, on a document. */
export function registerBodyFonts(pdf: PDFKit.PDFDocument): void {
  const { regular, bold } = loadFonts()
  pdf.registerFont(REGULAR, regular)
  pdf.registerFont(BOLD, bold)
}

/** The bytes of a document once it has ended (call before drawing, then `pdf.end()`). */
export function pdfBytes(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = []
  return new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
}
