import { defineConfig } from 'vitest/config'

/** Every workspace's tests in one run: unit, integration (real devnet and server) and end-to-end (Chromium). */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'interop/vitest.config.ts', 'e2e/vitest.config.ts'],
  },
})
