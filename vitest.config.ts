import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts'],
    environment: 'node',
  },
})
