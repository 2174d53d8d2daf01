import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** A PDF's text, read back with PDF.js in the order it was drawn, with runs of spaces collapsed. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise
  const parts: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    for (const item of content.items) if ('str' in item) parts.push(item.str)
  }
  await pdf.destroy()
  return parts.join(' ').replace(/\s+/g, ' ')
}
