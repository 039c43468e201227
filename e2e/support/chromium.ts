import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium unless CHROMIUM_PATH points elsewhere; never a downloaded browser. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
}

export function assertChromium(): void {
  const path = chromiumPath()
  if (!existsSync(path)) {
    throw new Error(`Chromium was not found at ${path}. Install it with \`apt-get update && apt-get install -y chromium\`, ` + 'or set CHROMIUM_PATH to a Chromium or Chrome binary.')
  }
}

/** Flags for a headless Chromium on a machine with no network but loopback. */
export function launchChromium(): Promise<Browser> {
  assertChromium()
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  })
}
