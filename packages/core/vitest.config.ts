import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: '@foyer/core',
    // so the suite runs the same from the repo root and from this folder
    root: fileURLToPath(new URL('.', import.meta.url)),
    // core must run without a DOM: the tests prove it
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // a test that asserts nothing fails
    expect: { requireAssertions: true },
    // the fake API server and the plain-Node import check each start a real process or socket
    testTimeout: 15_000,
  },
})
