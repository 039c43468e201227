import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Real anvil processes and a solc-js compile: seconds, not milliseconds, on a busy 2-core box.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
})
