import { FIXTURE_HOOK_MS, UNIT_TEST_MS } from '../../scripts/testing/fixtureTime.ts'
import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'react',
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Bounds sized for an overloaded machine (scripts/testing/fixtureTime.ts); some tests start a process or a socket.
    testTimeout: UNIT_TEST_MS,
    hookTimeout: FIXTURE_HOOK_MS,
  },
})
