import { defineConfig } from 'vitest/config'

/** Every workspace's tests in one run: unit, integration (real devnet and server) and end-to-end (Chromium). */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'interop/vitest.config.ts', 'e2e/vitest.config.ts'],
    // Two files at a time for unit and integration tests (the machines have 2 cores); the e2e
    // project turns file parallelism off, which puts its files in a group of their own that runs
    // after the others, one at a time, with the machine to itself.
    maxWorkers: 2,
  },
})
