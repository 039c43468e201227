import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/**
 * The frame page: index.html + src/frame/main.ts into dist/. Relative base, because the server
 * serves it below /auth-frame/ (or wherever FOYER_AUTH_FRAME_URL points).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: false,
    reportCompressedSize: false,
  },
})
