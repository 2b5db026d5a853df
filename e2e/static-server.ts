import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { contentSecurityPolicy } from '../scripts/csp.mjs'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

/**
 * A plain static file server, as a static host would serve the build: files as they are, index.html
 * for every other path, the strict CSP on every answer, and config.json replaced by `config`.
 */
export function serveStatic(dist: string, config: { environments: { baseUrl: string }[] }, port: number): Promise<Server> {
  const policy = contentSecurityPolicy(config.environments)
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '')
    response.setHeader('Content-Security-Policy', policy)
    if (path === '/config.json') {
      response.setHeader('Content-Type', types['.json']!)
      response.end(JSON.stringify(config))
      return
    }
    let file = join(dist, path)
    if (!existsSync(file) || !statSync(file).isFile()) file = join(dist, 'index.html')
    response.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream')
    createReadStream(file).pipe(response)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
