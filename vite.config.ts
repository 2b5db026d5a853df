import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { contentSecurityPolicy } from './scripts/csp.mjs'

/**
 * Serves another runtime config at /config.json when DASHBOARD_CONFIG names a file, so one build
 * can be previewed against any environment (the e2e suite points it at its own sandbox); with
 * DASHBOARD_CSP=1 every answer carries the strict Content-Security-Policy for those environments.
 */
function previewSettings(): Plugin {
  const file = process.env.DASHBOARD_CONFIG
  return {
    name: 'preview-settings',
    configurePreviewServer(server) {
      if (process.env.DASHBOARD_CSP === '1') {
        const config = JSON.parse(readFileSync(file ?? 'public/config.json', 'utf8')) as { environments: { baseUrl: string }[] }
        const policy = contentSecurityPolicy(config.environments)
        server.middlewares.use((_req, res, next) => {
          res.setHeader('Content-Security-Policy', policy)
          res.setHeader('X-Content-Type-Options', 'nosniff')
          res.setHeader('Referrer-Policy', 'no-referrer')
          next()
        })
      }
      if (!file) return
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json')
        res.setHeader('Cache-Control', 'no-store')
        res.end(readFileSync(file))
      })
    },
  }
}

export default defineConfig({
  plugins: [
    // Each route's loader is split off with its page, so that the features' queries (and the contract's calls they
    // import) load with the page that uses them, not with every page's start.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    previewSettings(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
})
