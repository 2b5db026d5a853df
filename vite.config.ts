import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

/**
 * Serves another runtime config at /config.json when DASHBOARD_CONFIG names a file, so one build
 * can be previewed against any environment (the e2e suite points it at its own sandbox).
 */
function runtimeConfigOverride(): Plugin {
  const file = process.env.DASHBOARD_CONFIG
  return {
    name: 'runtime-config-override',
    configurePreviewServer(server) {
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
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    runtimeConfigOverride(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
})
