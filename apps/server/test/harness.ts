import { startDevnet, type Devnet } from '@foyer/devnet'
import type { FastifyInstance } from 'fastify'
import { startedWithin } from '../../../scripts/testing/fixtureTime.ts'
import { buildServer, chainConfigFromDevnet, solanaChainConfigFromDevnet, swapAmmFromDevnet, type BuildServerOptions, type ServerConfig } from '../src/index.ts'

export interface RunningServer {
  app: FastifyInstance
  baseUrl: string
  close(): Promise<void>
}

/**
 * Outside dev mode, tests still use the dev project and read /metrics, and /readyz is not cached, so
 * a test sees a dependency go and come back at once (productionDefaults.test.ts and readiness.test.ts
 * check the production defaults).
 */
const TEST_DEFAULTS = { devProject: true, metrics: { public: true }, readiness: { cacheMs: 0 } } satisfies Partial<ServerConfig>

/** The server as main.ts runs it, on a free port, with its logs silenced (unless the config sets logLevel and options a logStream). */
export async function startServer(config: Partial<ServerConfig> & Pick<ServerConfig, 'chains'>, options?: BuildServerOptions): Promise<RunningServer> {
  // No activity indexer unless a test asks for one: it would poll every test's chains (scripted doubles included).
  const app = await startedWithin(
    'the server (build: database, migrations, modules)',
    buildServer({ host: '127.0.0.1', port: 0, logLevel: 'silent', activity: { indexer: false }, ...TEST_DEFAULTS, ...config }, options),
  )
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
  return { app, baseUrl, close: () => app.close() }
}

/** A fresh devnet and a server reading its chains, swapping through the devnet's AMM. */
export async function startServerOnDevnet(config: Partial<ServerConfig> = {}): Promise<RunningServer & { devnet: Devnet }> {
  const devnet = await startedWithin('the devnet (two anvil chains, their contracts, the Solana chain)', startDevnet())
  try {
    const server = await startServer({
      chains: devnet.chains.map(chainConfigFromDevnet),
      solanaChains: [solanaChainConfigFromDevnet(devnet.solana)],
      swap: { amms: devnet.chains.map(swapAmmFromDevnet) },
      ...config,
    })
    return {
      ...server,
      devnet,
      close: async () => {
        await server.close()
        await devnet.stop()
      },
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

/** The project every fresh server has (src/projects/devProject.ts). */
export const DEV_PROJECT_ID = 'foyer-dev'

/**
 * GET (or any method) against the running server, answering status, headers and parsed body.
 * Like the modal, it sends a projectId: the dev project's, unless the path names one.
 */
export async function request(baseUrl: string, path: string, init?: RequestInit) {
  const response = await fetch(baseUrl + withProjectId(path), init)
  const text = await response.text()
  const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false
  return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text }
}

function withProjectId(path: string): string {
  const url = new URL(path, 'http://server')
  if (url.searchParams.has('projectId')) return path
  const separator = !path.includes('?') ? '?' : /[?&]$/.test(path) ? '' : '&'
  return `${path}${separator}projectId=${DEV_PROJECT_ID}`
}
