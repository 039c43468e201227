/**
 * The servers under load, in a process of their own so the load generator does not share their
 * event loop: the Foyer server as it runs by default (info logs, metrics, rate limits) and the
 * bare Fastify baseline. Reads the devnet chains as JSON from argv[2]; sends its URLs over IPC.
 * Logs go to this process's stdout, which the parent points at /dev/null: written, not read.
 */
import type { DevnetChain } from '@foyer/devnet'
import { buildServer, chainConfigFromDevnet } from '@foyer/server'
import { startHelloWorld } from './helloWorld.ts'

export interface TargetUrls {
  foyer: string
  helloWorld: string
}

const chains = JSON.parse(process.argv[2]!) as DevnetChain[]
const foyer = await buildServer({
  host: '127.0.0.1',
  port: 0,
  logLevel: 'info',
  chains: chains.map(chainConfigFromDevnet),
  // The bench asks with the dev project's id, which exists outside dev mode only when asked for.
  devProject: true,
  // Counted as in production, but out of reach: the bench sends tens of thousands a minute from one address.
  rateLimit: { perProjectAndClientPerMinute: 1e9, projectCeilingPerMinute: 1e9, perIpPerMinute: 1e9 },
})
const urls: TargetUrls = { foyer: await foyer.listen({ host: '127.0.0.1', port: 0 }), helloWorld: (await startHelloWorld()).url }
process.send!(urls)
process.once('disconnect', () => process.exit(0))
