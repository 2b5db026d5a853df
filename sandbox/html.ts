/** Small helpers for the HTML pages that area modules serve (hosted pages). */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => entities[char])
}

/**
 * The one style element of every page. Pages carry no other style (no style attribute) and no script: the
 * Content-Security-Policy they are sent with (hosted.ts) allows this element alone, by its hash.
 */
export const PAGE_STYLE = `
body { font-family: system-ui, sans-serif; max-width: 42rem; margin: 2rem auto; padding: 0 1rem; color: #1a1b1e; }
table { border-collapse: collapse; } td, th { padding: .25rem .75rem .25rem 0; text-align: left; }
table + table { margin-top: 1rem; }
form button { font: inherit; padding: .5rem 1rem; margin-right: .5rem; }
`

/** A complete, minimal HTML document; `body` is inserted as is (escape what you put into it). */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

export function errorPage(status: number, message: string): string {
  return htmlPage(`Error ${status}`, `<h1>Error ${status}</h1>\n<p>${escapeHtml(message)}</p>`)
}
