import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

/** One chain's bundler: the chain's node, its EntryPoint and the two keys alto runs with. */
export interface BundlerOptions {
  /** The chain's JSON-RPC (an anvil node). */
  rpcUrl: string
  /** The EntryPoint it bundles for (v0.7). */
  entryPoint: `0x${string}`
  /** Sends the bundles; it must hold ether. */
  executorPrivateKey: `0x${string}`
  /** Deploys alto's simulation contract at start and refills the executor; it must hold ether. */
  utilityPrivateKey: `0x${string}`
  /**
   * The port to listen on; 0 or omitted picks a free one. alto listens on every interface (its
   * server hard-codes 0.0.0.0, with no option to narrow it): the devnet's chains, which it alone
   * can reach, hold only dev value, and the URL given out is the loopback one.
   */
  port?: number
}

export interface BundlerProcess {
  /** The bundler's ERC-4337 JSON-RPC (`eth_sendUserOperation`, `eth_estimateUserOperationGas`, `eth_getUserOperationReceipt`…). */
  url: string
  /** Ends the process and resolves once it has exited; safe to call more than once. */
  stop(): Promise<void>
}

// Sized for an overloaded machine: alto is ready in 2–11 s on a quiet one; reached only when it hangs.
const STARTUP_TIMEOUT_MS = 90_000
const STOP_GRACE_MS = 2_000
const LOOK_EVERY_MS = 200

/**
 * Starts Pimlico's alto (GPL-3.0-or-later) as a program of its own, never imported: a real
 * ERC-4337 bundler for one chain, resolving once it answers `eth_supportedEntryPoints` with the
 * EntryPoint. `--safe-mode false`: its safe mode traces validation with `debug_traceCall`'s
 * JavaScript tracer, which anvil does not run, so every operation would fail; the rules it would
 * enforce (ERC-7562's storage and opcode limits) guard a public mempool, which a devnet has not.
 */
export async function startBundler(options: BundlerOptions): Promise<BundlerProcess> {
  const port = options.port || (await freePort())
  const child = spawn(process.execPath, [altoCli(), ...altoArguments(options, port)], { stdio: ['ignore', 'pipe', 'pipe'] })
  trackUntilExit(child)
  let output = ''
  const keep = (chunk: Buffer) => {
    // The last lines say why it stopped, should it stop; the rest is drained, so a full pipe never blocks it.
    output = (output + chunk.toString()).slice(-8_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  for (;;) {
    if (hasExited(child)) throw new Error(`The bundler (alto) for ${options.rpcUrl} exited during startup (${child.signalCode ?? `code ${child.exitCode}`})\n${output.trim()}`)
    if (await answers(url, options.entryPoint)) return { url, stop: () => stopChild(child) }
    if (Date.now() > deadline) {
      await stopChild(child)
      throw new Error(`The bundler (alto) for ${options.rpcUrl} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s\n${output.trim()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS))
  }
}

function altoArguments(options: BundlerOptions, port: number): string[] {
  return [
    ...['--rpc-url', options.rpcUrl],
    ...['--entrypoints', options.entryPoint],
    ...['--executor-private-keys', options.executorPrivateKey],
    ...['--utility-private-key', options.utilityPrivateKey],
    ...['--port', String(port)],
    ...['--safe-mode', 'false'],
    // anvil mines each transaction at once: a block time of 1 s would make alto wait a second for every receipt.
    ...['--block-time', '100'],
    ...['--log-level', 'warn'],
    // Browsers never ask the bundler: the Foyer server does, for the embedded wallet.
    ...['--enable-cors', 'false'],
  ]
}

/** alto's command-line entry, run by this Node (its package's `bin`; the package exports no other path). */
function altoCli(): string {
  const require = createRequire(import.meta.url)
  for (const folder of require.resolve.paths('@pimlico/alto') ?? []) {
    const root = join(folder, '@pimlico', 'alto')
    if (!existsSync(join(root, 'package.json'))) continue
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: { alto: string } }
    return join(root, manifest.bin.alto)
  }
  throw new Error('@pimlico/alto is not installed (npm install in the repository installs it with @foyer/bundler)')
}

async function answers(url: string, entryPoint: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      signal: AbortSignal.timeout(2_000),
    })
    const { result } = (await response.json()) as { result?: string[] }
    return Array.isArray(result) && result.some((each) => each.toLowerCase() === entryPoint.toLowerCase())
  } catch {
    return false
  }
}

/** A port nothing listens on now (the OS's pick), for a program that cannot be told to pick one itself. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '0.0.0.0', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))))
    })
  })
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const forceKill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
  await exited
  clearTimeout(forceKill)
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

// Bundlers still running when this process exits (a thrown error, a forgotten stop()) are killed with it.
const running = new Set<ChildProcess>()

function trackUntilExit(child: ChildProcess): void {
  if (!process.listeners('exit').includes(killRunning)) process.on('exit', killRunning)
  running.add(child)
  child.once('exit', () => running.delete(child))
  child.on('error', () => {})
}

function killRunning(): void {
  for (const child of running) child.kill('SIGKILL')
}
