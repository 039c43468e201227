/**
 * `npm run bench`: what Foyer adds to a page's first load, measured in Chromium against a bare
 * React page with the same button, in the same run; then the server's throughput beside a bare
 * Fastify (bench/server/); then WalletConnect: sessions beside sign-client 2.21.8, the relay beside
 * a bare ws server, and the dapp-side bundle (bench/walletconnect/); then a smart account's send
 * through the devnet's bundler beside a plain transaction (bench/userOperations/).
 * `npm run bench -- --first-load` runs the first part only; `-- --user-operations` the last one only;
 * `-- --readme` times a host's way from nothing to a connected wallet by the README (bench/readme/).
 */
import react from '@vitejs/plugin-react'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview, type PreviewServer } from 'vite'
import { foyerConfigPlugin } from '../apps/web/foyerConfigPlugin.ts'
import { launchChromium } from '@foyer/e2e/support/chromium.ts'
import { startStack } from '../scripts/stack.ts'
import { measureFirstLoad, median, type FirstLoadSample } from './firstLoad.ts'
import { runReadmeBench } from './readme/readmeBench.ts'
import { runServerBench } from './server/serverBench.ts'
import { runUserOperationBench } from './userOperations/userOperationBench.ts'
import { runWalletConnectBench } from './walletconnect/walletConnectBench.ts'

const RUNS = 5
const firstLoadOnly = process.argv.includes('--first-load')
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
// The Foyer page carries its configuration in its bundle, as a host's code does (`bundlesConfig`);
// the demo app reads it from /foyer-config.js, a script of its own the server writes.
const PAGES = [
  { name: 'bare React page (baseline)', root: here('./pages/bare/'), configFile: false as const, bundlesConfig: false },
  { name: 'Foyer: provider + connect button', root: here('./pages/foyer/'), configFile: false as const, bundlesConfig: true },
  { name: 'demo web app (apps/web, with Dev Wallet)', root: here('../apps/web/'), configFile: here('../apps/web/vite.config.ts'), bundlesConfig: false },
]

if (process.argv.includes('--readme')) {
  await runReadmeBench()
  process.exit(0)
}

if (process.argv.includes('--user-operations')) {
  await runUserOperationBench()
  process.exit(0)
}

const stack = await startStack()
const servers: PreviewServer[] = []
const outDirs: string[] = []
const browser = await launchChromium('browser')
try {
  const urls: string[] = []
  for (const page of PAGES) {
    const outDir = mkdtempSync(join(tmpdir(), 'foyer-bench-'))
    outDirs.push(outDir)
    const shared = { root: page.root, configFile: page.configFile, logLevel: 'error' as const, plugins: page.configFile ? [] : [react()] }
    const { apiUrl, projectId, chains } = stack.webConfig
    const define = page.bundlesConfig ? { __FOYER_BENCH_CONFIG__: JSON.stringify({ apiUrl, projectId, chains }) } : {}
    await build({ ...shared, define, build: { outDir, emptyOutDir: true } })
    const server = await preview({
      ...shared,
      plugins: [...shared.plugins, foyerConfigPlugin(() => stack.webConfig)],
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0 },
    })
    servers.push(server)
    urls.push(server.resolvedUrls!.local[0]!)
  }
  // The pages take turns, one cold load each per round: whatever else the machine does meanwhile
  // falls on all of them alike, not on whichever page happened to run then.
  const samplesOf = PAGES.map((): FirstLoadSample[] => [])
  for (let i = 0; i < RUNS; i++) {
    for (const [index, url] of urls.entries()) samplesOf[index]!.push(await measureFirstLoad(browser, url))
  }
  const rows = PAGES.map((page, index) => {
    const samples = samplesOf[index]!
    return {
      name: page.name,
      kb: median(samples.map((s) => s.jsGzipBytes)) / 1024,
      files: median(samples.map((s) => s.jsFiles)),
      idleKb: median(samples.map((s) => s.idleGzipBytes)) / 1024,
      loadMs: median(samples.map((s) => s.loadMs)),
      longTaskMs: median(samples.map((s) => s.longTaskMs)),
      longTasks: median(samples.map((s) => s.longTasks)),
      ms: median(samples.map((s) => s.clickToListMs)),
      clickFiles: median(samples.map((s) => s.clickFiles)),
      clickKb: median(samples.map((s) => s.clickGzipBytes)) / 1024,
    }
  })

  const [bare, foyer, web] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]]
  const pad = (text: string, width: number) => text.padEnd(width)
  console.log(`\nFirst load in Chromium, median of ${RUNS} cold loads each, the pages taking turns\n`)
  console.log(
    `${pad('page', 44)}${pad('JS with the page (gzip)', 26)}${pad('+ preloaded on idle', 22)}${pad('load event', 13)}${pad('long tasks', 17)}${pad('click → wallet list', 22)}scripts fetched on the click`,
  )
  for (const row of rows) {
    const onClick = `${row.clickFiles} (${row.clickKb.toFixed(1)} KB gzip)`
    const longTasks = `${row.longTasks} (${row.longTaskMs.toFixed(0)} ms)`
    console.log(
      `${pad(row.name, 44)}${pad(`${row.kb.toFixed(1)} KB in ${row.files} file${row.files === 1 ? '' : 's'}`, 26)}${pad(`${row.idleKb.toFixed(1)} KB`, 22)}${pad(`${row.loadMs.toFixed(1)} ms`, 13)}${pad(longTasks, 17)}${pad(`${row.ms.toFixed(1)} ms`, 22)}${onClick}`,
    )
  }
  const added = foyer.kb - bare.kb
  console.log(
    `\nFoyer adds ${added.toFixed(1)} KB gzip to the page's first load (goal ≤ 25 KB), and preloads ${foyer.idleKb.toFixed(1)} KB once it is idle (${(added + foyer.idleKb).toFixed(1)} KB before the first click; AppKit ≈ 490 KB, RainbowKit ≈ 208 KB)`,
  )
  console.log(
    `Foyer's page load (its load event) is ${(foyer.loadMs - bare.loadMs).toFixed(1)} ms behind the bare page's (${foyer.loadMs.toFixed(1)} vs ${bare.loadMs.toFixed(1)} ms; goal ≤ 10 ms), with ${(foyer.longTaskMs - bare.longTaskMs).toFixed(0)} ms more of long tasks before the click`,
  )
  console.log(`Foyer's click → list is ${(foyer.ms - bare.ms).toFixed(1)} ms behind the bare page's (${foyer.ms.toFixed(1)} vs ${bare.ms.toFixed(1)} ms; goal ≤ 16 ms, one frame)`)
  console.log(`The demo app loads ${(web.kb - bare.kb).toFixed(1)} KB more than the bare page (its Dev Wallet included)\n`)

  if (!firstLoadOnly) {
    await runServerBench(stack.devnet.chains)
    await runWalletConnectBench()
    await runUserOperationBench()
  }
} finally {
  await browser.close()
  for (const server of servers) await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
  await stack.stop()
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true })
}
