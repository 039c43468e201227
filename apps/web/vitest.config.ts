import { FIXTURE_HOOK_MS, INTEGRATION_TEST_MS } from '../../scripts/testing/fixtureTime.ts'
import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'web',
    include: ['test/**/*.test.ts'],
    // Real chains, servers or processes: bounds sized for an overloaded machine (scripts/testing/fixtureTime.ts).
    testTimeout: INTEGRATION_TEST_MS,
    hookTimeout: FIXTURE_HOOK_MS,
  },
})
