import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@foyer/wallet',
    include: ['test/**/*.test.ts'],
  },
})
