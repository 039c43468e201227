import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildAuthFrame } from '@foyer/auth-frame/build'
import { assertChromium } from './support/chromium.ts'
import { buildWalletApp, freePort, serveWalletApp } from './support/walletApp.ts'
import { buildWebApp, serveWebApp } from './support/webApp.ts'
import './support/providedContext.ts'

/**
 * One build, one devnet, one server and one web server for the whole end-to-end suite, and a
 * folder for the public packages the host-app tests pack (support/packedPackages.ts).
 */
export default async function setup(project: TestProject) {
  assertChromium()
  const outDir = mkdtempSync(join(tmpdir(), 'foyer-web-'))
  const walletOutDir = mkdtempSync(join(tmpdir(), 'foyer-wallet-'))
  const packedDir = mkdtempSync(join(tmpdir(), 'foyer-packed-'))
  const frameDir = mkdtempSync(join(tmpdir(), 'foyer-auth-frame-'))
  project.provide('packedDir', packedDir)
  await buildWebApp(outDir)
  await buildWalletApp(walletOutDir)
  // The embedded wallet's frame, built once for every stack of the suite (the shared one and the files' own).
  await buildAuthFrame({ outDir: frameDir, quiet: true })
  project.provide('frameDir', frameDir)
  // The registry lists the reference wallet (a web wallet) at the address it is about to get.
  const walletPort = await freePort()
  // The shared stack runs the Bitcoin chain too (bitcoin.e2e): its 500 blocks take a few seconds, once;
  // and the Polkadot chain (polkadot.e2e): chopsticks starts beside the others, in instant block mode.
  const app = await serveWebApp(outDir, { referenceWalletUrl: `http://127.0.0.1:${walletPort}/`, bitcoin: {}, polkadot: {}, frameDir })
  const wallet = await serveWalletApp(walletOutDir, app.stack, walletPort)
  project.provide('appUrl', app.url)
  project.provide('webAppDir', outDir)
  project.provide('apiUrl', app.stack.apiUrl)
  project.provide('webConfig', app.stack.webConfig)
  project.provide('devAddress', app.stack.devnet.accounts[0]!.address)
  project.provide('walletUrl', wallet.url)
  project.provide('walletAddress', app.stack.devnet.accounts[1]!.address)
  project.provide('polkadotNodeUrl', app.stack.devnet.polkadot!.wsUrl.replace(/^ws/, 'http'))
  return async () => {
    await wallet.stop()
    await app.stop()
    rmSync(outDir, { recursive: true, force: true })
    rmSync(walletOutDir, { recursive: true, force: true })
    rmSync(packedDir, { recursive: true, force: true })
    rmSync(frameDir, { recursive: true, force: true })
  }
}
