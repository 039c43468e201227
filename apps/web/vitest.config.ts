import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'web',
    include: ['test/**/*.test.ts'],
    // The Dev Wallet's tests run against real anvil nodes.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
