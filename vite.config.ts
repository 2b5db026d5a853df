import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { stableMantineIds } from './scripts/stable-ids.mjs'
import { iconPaths } from './scripts/icon-paths.mjs'
import { schemaExport } from './scripts/schema-export.mjs'
import { mantineStyles } from './scripts/mantine-styles.mjs'
import { mantineThemeCss } from './scripts/mantine-theme-css.mjs'
import {
  appShellResizeOnUse,
  appShellScrollClass,
  navLinkNestingOnUse,
  providerCssVariablesOnUse,
  scrollAreaRefs,
  tableScrollAreaOnUse,
} from './scripts/library-imports.mjs'
import { contentSecurityPolicy } from './scripts/csp.mjs'
import { cssVariablesResolver, theme } from './src/app/theme.js'

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
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    stableMantineIds(),
    iconPaths(),
    schemaExport(),
    scrollAreaRefs(),
    appShellScrollClass(),
    tableScrollAreaOnUse(),
    ...navLinkNestingOnUse(),
    appShellResizeOnUse(),
    providerCssVariablesOnUse(),
    mantineStyles({
      file: resolve(import.meta.dirname, 'src/mantine-styles.css'),
      stylesDir: resolve(import.meta.dirname, 'node_modules/@mantine/core/styles'),
    }),
    mantineThemeCss({ theme, resolver: cssVariablesResolver }),
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
