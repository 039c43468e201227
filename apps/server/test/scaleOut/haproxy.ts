/**
 * The reverse proxy of the scale-out test: HAProxy from Debian (`apt-get install -y haproxy`), run
 * as the test's own child process with a configuration it writes (`haproxy -f <cfg> -db`), never
 * as the system's service. The README's "Scaling" section shows the same configuration.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startedWithin } from '../../../../scripts/testing/fixtureTime.ts'

/** The response header naming the server process that answered (its `server` line's name). */
export const SERVED_BY = 'x-served-by'

export interface Backend {
  /** The process's name in the proxy's configuration and in `x-served-by`. */
  name: string
  port: number
}

/**
 * The configuration, line by line as the README shows it; `listen` is the proxy's address,
 * `backends` the server processes, each checked every 200 ms on /healthz.
 */
export function haproxyConfig(listen: { host: string; port: number }, backends: readonly Backend[]): string {
  return [
    'global',
    // Warnings and errors on stderr (the test shows them when the proxy fails to start).
    '  log stderr format raw local0 warning',
    'defaults',
    '  mode http',
    '  log global',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A health check's answer may take this long (unset, it would be the check interval, 200 ms: on a
    // busy machine a slow answer would take a live server out). A killed process refuses the
    // connection at once, so it is still taken out at its first check.
    '  timeout check 2s',
    // An upgraded WebSocket (the relay at /ws) stays open this long without a frame: the relay pings every 15 s.
    '  timeout tunnel 1h',
    // X-Forwarded-For: the visitor's address, for the servers' per-IP limits (FOYER_TRUST_PROXY names this proxy).
    '  option forwardfor',
    // A request whose server is down, refuses the connection or dies before answering is sent again,
    // up to 3 times, each time to another server (redispatch 1): a killed process loses no request.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on all-retryable-errors',
    'frontend foyer',
    `  bind ${listen.host}:${listen.port}`,
    '  default_backend foyer_servers',
    'backend foyer_servers',
    '  balance roundrobin',
    // A server is taken out at its first failed check and back at its first good one.
    '  option httpchk GET /healthz',
    `  http-response set-header ${SERVED_BY} %[srv_name]`,
    ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check inter 200ms fall 1 rise 1`),
    '',
  ].join('\n')
}

/** How to install HAProxy, said when it is missing. */
export const HAPROXY_MISSING =
  'HAProxy is not installed: the scale-out test runs the server processes behind it. Install it with `apt-get update && apt-get install -y haproxy` (Debian; .ci/run does this), or put a `haproxy` binary on PATH.'

/** The haproxy binary (on PATH, or Debian's /usr/sbin/haproxy, off a non-root PATH), or undefined. */
export function findHaproxy(): string | undefined {
  if (spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).status === 0) return 'haproxy'
  return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : undefined
}

export interface RunningProxy {
  /** `http://127.0.0.1:<port>`: what browsers reach, FOYER_PUBLIC_URL. */
  url: string
  stop(): Promise<void>
}

/**
 * Writes the configuration into `dir`, checks it (`haproxy -c`) and runs HAProxy in the
 * foreground; resolves once every backend has answered a request through it.
 */
export async function startHaproxy(binary: string, dir: string, port: number, backends: readonly Backend[]): Promise<RunningProxy> {
  const file = join(dir, 'haproxy.cfg')
  writeFileSync(file, haproxyConfig({ host: '127.0.0.1', port }, backends))
  const check = spawnSync(binary, ['-c', '-q', '-f', file], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`haproxy -c refused the configuration:\n${check.stdout}${check.stderr}`)
  const child = spawn(binary, ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  try {
    await startedWithin(
      'HAProxy in front of the server processes',
      everyBackendAnswers(url, backends, () => child.exitCode !== null && output),
    )
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\nHAProxy said:\n${output}`)
  }
  return { url, stop }
}

/** Asks /healthz through the proxy until each backend has answered once; fails if the proxy exits. */
async function everyBackendAnswers(url: string, backends: readonly Backend[], exitedWith: () => string | false): Promise<void> {
  const seen = new Set<string>()
  while (seen.size < backends.length) {
    const ended = exitedWith()
    if (ended !== false) throw new Error(`HAProxy exited: ${ended}`)
    const answer = await fetch(`${url}/healthz`).catch(() => undefined)
    const name = answer?.headers.get(SERVED_BY)
    if (answer?.ok && name) seen.add(name)
    else await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
