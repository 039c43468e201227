import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { assertChromium } from './support/chromium.ts'
import { buildWebApp, serveWebApp } from './support/webApp.ts'
import './support/providedContext.ts'

/** One build, one devnet, one server and one web server for the whole end-to-end suite. */
export default async function setup(project: TestProject) {
  assertChromium()
  const outDir = mkdtempSync(join(tmpdir(), 'foyer-web-'))
  await buildWebApp(outDir)
  const app = await serveWebApp(outDir)
  project.provide('appUrl', app.url)
  project.provide('apiUrl', app.stack.apiUrl)
  project.provide('devAddress', app.stack.devnet.accounts[0]!.address)
  return async () => {
    await app.stop()
    rmSync(outDir, { recursive: true, force: true })
  }
}
