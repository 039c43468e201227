import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The dev server and the preview server add walletConfigPlugin with the live config (scripts/start.ts, e2e).
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // A developer's tool, never loaded by a dapp: React, viem's accounts, zod and the protocol in one
    // ~180 KB gzip chunk are fine; the QR reader and viem's clients load on first use.
    chunkSizeWarningLimit: 800,
  },
})
