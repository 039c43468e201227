import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The dev server and the preview server add walletConfigPlugin with the live config (scripts/start.ts, e2e).
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true },
})
