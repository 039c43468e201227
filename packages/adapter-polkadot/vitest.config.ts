import { FIXTURE_HOOK_MS, INTEGRATION_TEST_MS } from '../../scripts/testing/fixtureTime.ts'
import { SHARED_IMPORTS } from '../../scripts/testing/sharedImports.ts'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: '@foyer/adapter-polkadot',
    // so the suite runs the same from the repo root and from this folder
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Real chains, servers or processes (the sends' chopsticks chain and Foyer's server): bounds sized for an overloaded machine (scripts/testing/fixtureTime.ts).
    testTimeout: INTEGRATION_TEST_MS,
    hookTimeout: FIXTURE_HOOK_MS,
    // The files of a worker share its imports (scripts/testing/sharedImports.ts).
    ...SHARED_IMPORTS,
  },
})
