import { FIXTURE_HOOK_MS, INTEGRATION_TEST_MS } from '../../scripts/testing/fixtureTime.ts'
import { SHARED_IMPORTS } from '../../scripts/testing/sharedImports.ts'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Real chains, servers or processes: bounds sized for an overloaded machine (scripts/testing/fixtureTime.ts).
    testTimeout: INTEGRATION_TEST_MS,
    hookTimeout: FIXTURE_HOOK_MS,
    // The files of a worker share its imports (scripts/testing/sharedImports.ts).
    ...SHARED_IMPORTS,
  },
})
