import type { FastifyBaseLogger } from 'fastify'
import type { ChainConfig } from '../coreSettings.ts'

/**
 * Gives each new embedded wallet `wei` on every EVM chain with anvil's `anvil_setBalance`, so a
 * visitor of `npm start` can send a transaction right after logging in. Local anvil chains only.
 */
export function fundOnDevnet(chains: readonly ChainConfig[], wei: bigint, log: FastifyBaseLogger) {
  return async (user: { id: string; evmAddress: string }): Promise<void> => {
    await Promise.all(
      chains.map(async (chain) => {
        const response = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [user.evmAddress, `0x${wei.toString(16)}`] }),
          signal: AbortSignal.timeout(5_000),
        })
        const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } }
        if (!response.ok || answer.error) throw new Error(`${chain.caipNetworkId} did not fund ${user.evmAddress}: ${answer.error?.message ?? response.status}`)
      }),
    )
    log.info({ userId: user.id, address: user.evmAddress }, `auth: dev funding gave the new wallet ${wei} wei on ${chains.map((c) => c.caipNetworkId).join(', ')}`)
  }
}
