import { FIXTURE_HOOK_MS, INTEGRATION_TEST_MS } from '../../scripts/testing/fixtureTime.ts'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Finds the PostgreSQL server the storage tests also run on (or records why they cannot).
    globalSetup: ['./test/db/postgresSuite.ts'],
    // Real chains, servers or processes: bounds sized for an overloaded machine (scripts/testing/fixtureTime.ts).
    testTimeout: INTEGRATION_TEST_MS,
    hookTimeout: FIXTURE_HOOK_MS,
    // The files of a worker share its imports: importing the server's modules anew for each file took
    // over a third of the project's time. No test mocks a module or changes globals; each builds its own servers.
    isolate: false,
  },
})
