import { FIXTURE_HOOK_MS, INTEGRATION_TEST_MS } from '../scripts/testing/fixtureTime.ts'
import { SHARED_IMPORTS } from '../scripts/testing/sharedImports.ts'
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
    // Real chains, servers or processes: bounds sized for an overloaded machine (scripts/testing/fixtureTime.ts).
    testTimeout: INTEGRATION_TEST_MS,
    hookTimeout: FIXTURE_HOOK_MS,
    // The files of a worker share its imports (scripts/testing/sharedImports.ts).
    ...SHARED_IMPORTS,
  },
})
