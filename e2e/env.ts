/**
 * Where the e2e suite points. By default it starts its own sandbox; with E2E_BASE_URL and E2E_API_KEY
 * it runs against another service (a merchant's real sandbox), skipping the tests that need the local
 * sandbox's control hooks, and running the ones that write only when E2E_ALLOW_WRITES=1.
 */
export const external = Boolean(process.env.E2E_BASE_URL)
export const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 8788)
export const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? 4174)
/** nginx serves the build there with the shipped site configuration (deploy/nginx), for deploy.spec.ts. */
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? previewPort + 1)
export const nginxOrigin = `http://127.0.0.1:${nginxPort}`
/** The build folder served (E2E_DIST), so that several runs can share a checkout. */
export const distDir = process.env.E2E_DIST ?? 'dist'
export const serviceUrl = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${sandboxPort}`
export const primaryKey = process.env.E2E_API_KEY ?? 'sk_test_e2e_primary'
export const allowWrites = !external || process.env.E2E_ALLOW_WRITES === '1'
export const environment = {
  id: 'e2e',
  label: external ? 'Target service' : 'E2E sandbox',
  baseUrl: serviceUrl,
  sandbox: external ? process.env.E2E_TARGET_IS_SANDBOX !== '0' : true,
}
