import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'

export interface AnvilOptions {
  host: string
  /** 0 lets the OS pick a free port; the real one is read back from anvil's output. */
  port: number
  chainId: number
  mnemonic: string
  accounts: number
}

export interface AnvilProcess {
  rpcUrl: string
  /** Ends the process and resolves once it has exited; safe to call more than once. */
  stop(): Promise<void>
}

// Sized for an overloaded machine (CI has run at a load of 10–16 on 2 cores): reached only when anvil hangs.
const STARTUP_TIMEOUT_MS = 60_000
const STOP_GRACE_MS = 2_000

/** Starts one anvil node and resolves when it accepts JSON-RPC. */
export function startAnvil(options: AnvilOptions): Promise<AnvilProcess> {
  const child = spawn(anvilBinaryPath(), anvilArguments(options), { stdio: ['ignore', 'pipe', 'pipe'] })
  trackUntilExit(child)
  return new Promise<AnvilProcess>((resolve, reject) => {
    let output = ''
    const onError = (error: Error) => fail(`could not be spawned: ${error.message}`)
    const onExit = (code: number | null, signal: string | null) => fail(`exited during startup (${signal ?? `code ${code}`})`)
    const onOutput = (chunk: string) => {
      output += chunk
      const listening = /Listening on .*:(\d+)/.exec(output)
      if (listening) succeed(Number(listening[1]))
    }
    const timer = setTimeout(() => fail(`did not start within ${STARTUP_TIMEOUT_MS} ms`), STARTUP_TIMEOUT_MS)

    const settle = () => {
      clearTimeout(timer)
      child.off('error', onError).off('exit', onExit)
      child.stdout.off('data', onOutput)
      child.stderr.off('data', onOutput)
      // anvil logs every RPC call; keep draining so a full pipe never blocks it.
      child.stdout.resume()
      child.stderr.resume()
    }
    const fail = (reason: string) => {
      settle()
      child.kill('SIGKILL')
      reject(new Error(`anvil (chain ${options.chainId}, port ${options.port}) ${reason}\n${output.trim()}`))
    }
    const succeed = (port: number) => {
      settle()
      resolve({ rpcUrl: `http://${urlHost(options.host)}:${port}`, stop: () => stopChild(child) })
    }

    child.once('error', onError).once('exit', onExit)
    child.stdout.setEncoding('utf8').on('data', onOutput)
    child.stderr.setEncoding('utf8').on('data', onOutput)
  })
}

function anvilArguments(options: AnvilOptions): string[] {
  return ['--host', options.host, '--port', String(options.port), '--chain-id', String(options.chainId), '--mnemonic', options.mnemonic, '--accounts', String(options.accounts)]
}

/**
 * @foundry-rs/anvil ships its binary in a per-platform optional dependency. We spawn that binary
 * directly: the wrapper script would add a node process in between, and its postinstall (which
 * may download) is not needed.
 */
export function anvilBinaryPath(): string {
  const arch = ({ x64: 'amd64', arm64: 'arm64' } as Record<string, string>)[process.arch]
  const executable = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const fromWrapper = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'))
  try {
    return fromWrapper.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/${executable}`)
  } catch {
    throw new Error(`No anvil binary for ${process.platform}/${process.arch}: is @foundry-rs/anvil installed?`)
  }
}

/** A wildcard listen address is not something to dial; use loopback in the URL instead. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1'
  if (host === '::') return '[::1]'
  return host.includes(':') ? `[${host}]` : host
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

// Anvils still running when this process exits (a thrown error, a forgotten stop()) are killed
// with it, so no test run or CLI session leaves a node holding a port. (A parent killed by a
// signal it does not handle runs no exit hooks; Ctrl+C still reaches anvil, which shares its
// process group.)
const runningAnvils = new Set<ChildProcess>()

function trackUntilExit(child: ChildProcess): void {
  if (!process.listeners('exit').includes(killRunningAnvils)) process.on('exit', killRunningAnvils)
  runningAnvils.add(child)
  child.once('exit', () => runningAnvils.delete(child))
  // Past startup, 'error' can only mean kill() found the process already gone: nothing to do.
  child.on('error', () => {})
}

function killRunningAnvils(): void {
  for (const child of runningAnvils) child.kill('SIGKILL')
}
