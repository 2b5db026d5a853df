import { defineConfig } from 'vitest/config'
import { VitestRetried } from './scripts/retried.mjs'

// In CI a failed test is tried once more; one that then passes is listed at the end of `npm test`
// (scripts/retried.mjs), so that it is seen as flaky rather than hidden.
const retry = process.env.CI ? 1 : 0

export default defineConfig({
  test: {
    reporters: ['default', new VitestRetried()],
    projects: [
      {
        test: {
          name: 'unit',
          retry,
          include: [
            'src/**/*.test.ts',
            'sandbox/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tools/**/*.test.ts',
            'deploy/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          environment: 'node',
          // The files share a module registry in each worker: each test leaves no state behind that another
          // reads (the sandbox's stores and the app's caches are made per test), and loading the modules once
          // per worker instead of once per file takes the run from about 55 s to 18 s.
          isolate: false,
        },
      },
      {
        // Components and pages, rendered with their providers, the in-process sandbox answering fetch.
        test: {
          name: 'components',
          retry,
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          // A walk of a form takes a second or two; on a machine running two test suites at once it took 30 s and more.
          // A passing test waits no longer for this bound.
          testTimeout: 60_000,
          // As above, with the DOM and storage cleared after each test (src/testing/setup.ts): 116 s to 63 s.
          isolate: false,
        },
      },
    ],
  },
})
