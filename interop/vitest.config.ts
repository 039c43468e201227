import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: '@foyer/interop',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Finds the Redis the two-relay-process suite runs on (or records why it cannot).
    globalSetup: ['./support/redisSuiteSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
