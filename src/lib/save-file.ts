/**
 * Hands a file to the browser's own download (a link with `download`), from bytes already in
 * memory: nothing is fetched again, so it works offline too.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the URL; a minute leaves slow devices time before it is freed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
