// Run by untraced.test.ts in a child process (after recordImports.mjs is registered): starts the
// server with the tracing the environment says, makes one RPC proxy request and closes it.
import { serverConfigFromEnv } from '../../src/config.ts'
import { startServer } from '../harness.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'

const { tracing } = serverConfigFromEnv(process.env, {}) as { tracing: object }
const server = await startServer({ chains: [{ ...UNREAD_CHAIN, rpcUrl: process.env.TEST_NODE_URL! }], tracing })
const answer = await fetch(`${server.baseUrl}/v1/?chainId=eip155:31337&projectId=foyer-dev`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
})
console.log(JSON.stringify(await answer.json()))
await server.close()
