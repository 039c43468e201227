import { UNIT_TEST_MS } from '../../scripts/testing/fixtureTime.ts'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: '@foyer/adapter-polkadot',
    // so the suite runs the same from the repo root and from this folder
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // A file's first load of the namespace's parts brings core's internal entry (the embedded connector's): seconds on a loaded machine.
    testTimeout: UNIT_TEST_MS,
  },
})
