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
    // The files of a worker share its imports (the server's whole module graph, ~3 s a file when
    // each imported it anew) and its copy of a new PGlite cluster (src/db/pglite.ts). No test
    // mocks a module or changes the environment; each starts and closes the servers it uses.
    isolate: false,
  },
})
