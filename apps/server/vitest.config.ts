import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts a real devnet (two anvil processes) and a listening server.
    testTimeout: 15_000,
    hookTimeout: 20_000,
  },
})
