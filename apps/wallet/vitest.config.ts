import { FIXTURE_HOOK_MS, UNIT_TEST_MS } from '../../scripts/testing/fixtureTime.ts'
import { SHARED_IMPORTS } from '../../scripts/testing/sharedImports.ts'
import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@foyer/wallet',
    include: ['test/**/*.test.ts'],
    // Bounds sized for an overloaded machine (scripts/testing/fixtureTime.ts); some tests start a process or a socket.
    testTimeout: UNIT_TEST_MS,
    hookTimeout: FIXTURE_HOOK_MS,
    // The files of a worker share its imports (scripts/testing/sharedImports.ts).
    ...SHARED_IMPORTS,
  },
})
