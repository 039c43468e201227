import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Finds the PostgreSQL server the storage tests also run on (or records why they cannot).
    globalSetup: ['./test/db/postgresSuite.ts'],
    // Each file starts a real devnet (two anvil processes) and a listening server.
    testTimeout: 15_000,
    hookTimeout: 20_000,
  },
})
