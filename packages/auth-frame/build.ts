import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/** Where `buildAuthFrame()` writes the frame unless told otherwise: packages/auth-frame/dist. */
export const AUTH_FRAME_DIST = fileURLToPath(new URL('./dist/', import.meta.url))

export interface BuildAuthFrameOptions {
  /** An absolute folder; default AUTH_FRAME_DIST. Emptied first. */
  outDir?: string
  /** Print only warnings (the stack builds it on every start). */
  quiet?: boolean
}

/** Builds the frame page (the server serves the folder at FRAME_PATH) and answers the folder. */
export async function buildAuthFrame(options: BuildAuthFrameOptions = {}): Promise<{ outDir: string }> {
  const outDir = options.outDir ?? AUTH_FRAME_DIST
  await build({
    configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
    ...(options.quiet && { logLevel: 'warn' as const }),
    build: { outDir, emptyOutDir: true },
  })
  return { outDir }
}
