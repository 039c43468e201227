import { FIXTURE_HOOK_MS, UNIT_TEST_MS } from '../../scripts/testing/fixtureTime.ts'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: '@foyer/adapter-bitcoin',
    // so the suite runs the same from the repo root and from this folder
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Bounds sized for an overloaded machine (scripts/testing/fixtureTime.ts): a test's first request loads the namespace's code.
    testTimeout: UNIT_TEST_MS,
    hookTimeout: FIXTURE_HOOK_MS,
    // The files of a worker share its imports: a fresh worker per file spent more time importing
    // than testing. No test mocks a module; a stubbed global is restored after each test.
    isolate: false,
    unstubGlobals: true,
  },
})
