import { FIXTURE_HOOK_MS, INTEGRATION_TEST_MS } from '../../scripts/testing/fixtureTime.ts'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: '@foyer/bundler',
    include: ['test/**/*.test.ts'],
    // Real chains and a bundler process: bounds sized for an overloaded machine (scripts/testing/fixtureTime.ts).
    testTimeout: INTEGRATION_TEST_MS,
    hookTimeout: FIXTURE_HOOK_MS,
  },
})
