import { FIXTURE_HOOK_MS, UNIT_TEST_MS } from '../../scripts/testing/fixtureTime.ts'
import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@foyer/wallet',
    include: ['test/**/*.test.ts'],
    // Bounds sized for an overloaded machine (scripts/testing/fixtureTime.ts); some tests start a process or a socket.
    testTimeout: UNIT_TEST_MS,
    hookTimeout: FIXTURE_HOOK_MS,
    // The files of a worker share its imports: a fresh worker per file spent more time importing
    // than testing. No test mocks a module; a stubbed global is restored after each test.
    isolate: false,
    unstubGlobals: true,
  },
})
