import { FIXTURE_HOOK_MS, INTEGRATION_TEST_MS } from '../scripts/testing/fixtureTime.ts'
import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    // After the unit and integration files (a group of their own), two files at a time, as the
    // others run: each file launches its own Chromium and, where it stops servers, its own stack.
    sequence: { groupOrder: 1 },
    // A flow through Chromium takes several steps against a real stack; bounds sized for an overloaded machine.
    testTimeout: 2 * INTEGRATION_TEST_MS,
    hookTimeout: FIXTURE_HOOK_MS,
  },
})
