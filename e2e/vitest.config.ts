import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    // One browser page at a time on a 2-core machine; each file launches its own Chromium.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
