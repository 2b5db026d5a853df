import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { codeSplitting, compileAhead, routesInManifest } from './scripts/chunking.mjs'
import { stableMantineIds } from './scripts/stable-ids.mjs'
import { iconPaths } from './scripts/icon-paths.mjs'
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
import { precompressBuild } from './scripts/precompress.mjs'
import { landingPages, redirectPages } from './scripts/landing-pages.mjs'
import { detailPages, fillBootTable, preloadTable, withoutCommentLines, type Manifest } from './scripts/page-budgets.mjs'
import { firstRequestTable } from './src/firstRequests.js'
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

/**
 * Writes into the built boot.js the files each landing page and detail page needs beyond the entry's
 * (`preloadTable`), and the request each list and detail page sends first (`firstRequestTable`): boot.js asks for
 * them as the page starts, so they arrive while the entry's code runs. It is written without its comment lines.
 */
function bootTables(): Plugin {
  let outDir = 'dist'
  return {
    name: 'boot-tables',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
      const file = join(outDir, 'boot.js')
      const requests = firstRequestTable()
      const pages = [...landingPages, ...redirectPages, ...detailPages(Object.keys(requests), (folder) => readdirSync(folder))]
      const boot = fillBootTable(readFileSync(file, 'utf8'), 'preloads', preloadTable(manifest, pages))
      writeFileSync(file, withoutCommentLines(fillBootTable(boot, 'firstRequests', requests)))
    },
  }
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    stableMantineIds(),
    iconPaths(),
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
    compileAhead(),
    routesInManifest(),
    bootTables(),
    // Last: it compresses the files as the others have left them.
    precompressBuild(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // One stylesheet, loaded by index.html: no page waits for a stylesheet of its own before it shows.
    cssCodeSplit: false,
    // The shared libraries are one chunk on purpose (see codeSplitting below): the per-page budgets of
    // scripts/check-size.mjs hold the sizes instead.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: codeSplitting({ landingRoutes: landingPages.flatMap((page) => page.routes) }),
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
})
