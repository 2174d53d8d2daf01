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

/**
 * A PDF's pages and its lines as a reader sees them: the text drawn at one height of one page,
 * left to right, with runs of spaces collapsed (the buyer block and the facts beside it share a line).
 */
export async function pdfLines(bytes: Uint8Array): Promise<{ pages: number; lines: string[] }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise
  const lines: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    const rows = new Map<number, { x: number; str: string }[]>()
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue
      const [, , , , x = 0, y = 0] = item.transform as number[]
      const row = Math.round(y)
      rows.set(row, [...(rows.get(row) ?? []), { x, str: item.str }])
    }
    for (const row of [...rows.keys()].sort((a, b) => b - a)) {
      const parts = rows.get(row)!.sort((a, b) => a.x - b.x)
      lines.push(
        parts
          .map((part) => part.str)
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
    }
  }
  const pages = pdf.numPages
  await pdf.destroy()
  return { pages, lines }
}
