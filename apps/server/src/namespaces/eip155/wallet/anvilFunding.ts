import type { ChainConfig } from '../eip155ChainConfig.ts'

/** Sets an address's balance on an anvil chain (`anvil_setBalance`): dev funding of a new embedded wallet, local chains only. */
export async function setEvmBalance(chain: ChainConfig, owner: string, wei: bigint): Promise<void> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [owner, `0x${wei.toString(16)}`] }),
    signal: AbortSignal.timeout(5_000),
  })
  const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } }
  if (!response.ok || answer.error) throw new Error(`${chain.caipNetworkId} did not fund ${owner}: ${answer.error?.message ?? response.status}`)
}
