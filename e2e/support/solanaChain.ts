import { inject } from 'vitest'

/** An account's lamports on the stack's Solana chain, read from its node (getBalance). */
export async function lamportsOf(address: string): Promise<bigint> {
  const response = await fetch(inject('webConfig').solana!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  // u64 as a JSON number: read it from the text, so no digit is lost.
  return BigInt(/"value":(\d+)/.exec(await response.text())![1]!)
}
