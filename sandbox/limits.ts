import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { errorEnvelope, newRequestId } from './envelope'

/**
 * Limits at the edge of the sandbox, before any handler, key check or page runs: the size of a body, the
 * nesting and the string lengths of a JSON body, and the length of the URL. A request over a limit is
 * answered in the envelope (413, 414 or 400) with a message naming the limit, and changes nothing.
 * No Node modules here: the app also runs in a browser page.
 */

export interface Limits {
  /** Bytes of a request body: merchant API and hosted pages. */
  bodyBytes: number
  /** Bytes of a control API body (seeding is bulk by nature). */
  controlBodyBytes: number
  /** Levels of arrays and objects in a JSON body: `{}` is 1, `{"a": []}` is 2. */
  jsonDepth: number
  /** Characters of any string or key in a JSON body. */
  stringLength: number
  /** Characters of the URL (path and query string). */
  urlLength: number
}

export const defaultLimits: Limits = {
  bodyBytes: 1024 * 1024,
  controlBodyBytes: 16 * 1024 * 1024,
  jsonDepth: 32,
  /** Above the longest text a call takes: a note of 19,999 characters (operations.md §3.6). */
  stringLength: 20_000,
  urlLength: 8_192,
}

/** The paths whose bodies are JSON (the hosted pages take forms). */
const jsonPaths = /^\/(merchant|__sandbox)\//

/**
 * Whether JSON text nests arrays and objects deeper than `limit`. Reads the text without building the
 * value, so a 20,000-level body costs one pass and no recursion; brackets inside strings do not count.
 */
export function jsonDepthOver(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c)
        i++ // backslash: skip the escaped character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true
    } else if (char === 0x5d || char === 0x7d) depth--
  }
  return false
}

/** The path (`a[1].b`) of the first string or key longer than `limit` in a parsed JSON value, if any. */
export function longStringIn(value: unknown, limit: number, path = ''): string | undefined {
  if (typeof value === 'string') return value.length > limit ? path : undefined
  if (typeof value !== 'object' || value === null) return undefined
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = longStringIn(value[index], limit, `${path}[${index}]`)
      if (found !== undefined) return found
    }
    return undefined
  }
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key
    if (key.length > limit) return at
    const found = longStringIn(inner, limit, at)
    if (found !== undefined) return found
  }
  return undefined
}

class LimitError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message)
  }
}

/** The body as text, read no further than `maxBytes`: the Content-Length is trusted to refuse early. */
async function readBounded(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new LimitError(413, `Body larger than ${maxBytes} bytes (the limit)`)
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

/** Checks a JSON body's nesting and strings; text that is not JSON is left to the route to refuse. */
function checkJson(text: string, limits: Limits): void {
  if (jsonDepthOver(text, limits.jsonDepth)) {
    throw new LimitError(400, `Body nests arrays and objects deeper than ${limits.jsonDepth} levels (the limit)`)
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return
  }
  const path = longStringIn(value, limits.stringLength)
  if (path !== undefined) {
    throw new LimitError(400, `${path || 'Body'}: text longer than ${limits.stringLength} characters (the limit)`)
  }
}

/** The middleware that enforces the limits on every request. */
export function limitsMiddleware(limits: Limits): MiddlewareHandler {
  return async (c: Context, next) => {
    try {
      const url = new URL(c.req.url)
      const length = url.pathname.length + url.search.length
      if (length > limits.urlLength) throw new LimitError(414, `URL longer than ${limits.urlLength} characters (the limit)`)
      if (c.req.raw.body && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
        const control = c.req.path.startsWith('/__sandbox/')
        const text = await readBounded(c.req.raw, control ? limits.controlBodyBytes : limits.bodyBytes)
        if (jsonPaths.test(c.req.path) && text.trim()) checkJson(text, limits)
        // The body has been read: the routes get the same text again.
        c.req.raw = new Request(c.req.raw, { body: text })
      }
    } catch (error) {
      if (!(error instanceof LimitError)) throw error
      return c.json(errorEnvelope(error.status, error.message, 0, newRequestId()), error.status)
    }
    await next()
  }
}

const reasons: Record<number, string> = { 400: 'Bad Request', 431: 'Request Header Fields Too Large' }

/**
 * The raw HTTP answer to a request the HTTP parser refused before the app saw it (Node's `clientError`):
 * 431 in the envelope for a URL and headers over the parser's limit, 400 for anything malformed.
 */
export function clientErrorResponse(errorCode: string | undefined, maxHeaderBytes = 16 * 1024): string {
  const status = errorCode === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const message = status === 431 ? `URL and headers larger than ${maxHeaderBytes} bytes (the limit)` : 'Malformed HTTP request'
  const body = JSON.stringify(errorEnvelope(status, message, 0, newRequestId()))
  return [
    `HTTP/1.1 ${status} ${reasons[status]}`,
    'Content-Type: application/json; charset=UTF-8',
    `Content-Length: ${new TextEncoder().encode(body).byteLength}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}
