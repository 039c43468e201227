import { defineConfig } from 'vitest/config'

/** Every workspace's tests in one run: unit, integration (real devnet and server) and end-to-end (Chromium). */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'interop/vitest.config.ts', 'e2e/vitest.config.ts'],
    // Two files at a time (the machines have 2 cores); the e2e project's files are a group of their
    // own (its groupOrder), which runs after the unit and integration files, also two at a time.
    maxWorkers: 2,
  },
})
