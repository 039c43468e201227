import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/**
 * Which Chromium runs: the tests' headless shell (Debian's `chromium-headless-shell`: the same Blink
 * and V8 without the full browser's window and UI layers, at well under half the CPU per page on
 * these 2-core machines), or the full browser (`chromium`) where a figure must be a browser's as a
 * visitor runs it (the bench, the docs' screenshots).
 */
export type ChromiumKind = 'shell' | 'browser'

const KINDS = {
  shell: { variable: 'CHROMIUM_SHELL_PATH', path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  browser: { variable: 'CHROMIUM_PATH', path: '/usr/bin/chromium', pkg: 'chromium' },
} as const satisfies Record<ChromiumKind, { variable: string; path: string; pkg: string }>

/** Debian's binary of the kind unless its variable (CHROMIUM_SHELL_PATH, CHROMIUM_PATH) points elsewhere; never a downloaded browser. */
export function chromiumPath(kind: ChromiumKind = 'shell'): string {
  return process.env[KINDS[kind].variable] ?? KINDS[kind].path
}

export function assertChromium(kind: ChromiumKind = 'shell'): void {
  const path = chromiumPath(kind)
  if (!existsSync(path)) {
    const { variable, pkg } = KINDS[kind]
    throw new Error(`Chromium (${pkg}) was not found at ${path}. Install it with \`apt-get update && apt-get install -y ${pkg}\`, or set ${variable} to its binary.`)
  }
}

/** A headless Chromium of the kind, with flags for a machine with no network but loopback. */
export function launchChromium(kind: ChromiumKind = 'shell'): Promise<Browser> {
  assertChromium(kind)
  return chromium.launch({
    executablePath: chromiumPath(kind),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  })
}
