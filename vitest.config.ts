import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
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
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 30_000,
          // As above, with the DOM and storage cleared after each test (src/testing/setup.ts): 116 s to 63 s.
          isolate: false,
        },
      },
    ],
  },
})
