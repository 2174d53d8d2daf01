/** Text made safe to place in HTML, in an element or a quoted attribute. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/**
 * A page the server writes itself, outside the app (the learning platform's stand-in, a reminder's
 * unsubscribe page): not indexed, with an optional style sheet of its own.
 */
export function serverPage(title: string, body: string, { style = '', icon = false } = {}): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${icon ? '<link rel="icon" href="/favicon.svg" type="image/svg+xml">\n' : ''}<title>${escapeHtml(title)}</title>
${style ? `<style>${style}</style>\n` : ''}</head>
<body><main>${body}</main></body>
</html>`
}
