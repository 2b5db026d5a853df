/** Small helpers for the HTML pages that area modules serve (hosted pages). */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => entities[char])
}

/** A complete, minimal HTML document; `body` is inserted as is (escape what you put into it). */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 42rem; margin: 2rem auto; padding: 0 1rem; color: #1a1b1e; }
table { border-collapse: collapse; } td, th { padding: .25rem .75rem .25rem 0; text-align: left; }
</style>
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
