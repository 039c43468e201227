import { inject } from 'vitest'

/** The shared stack's Solana node; a file with a stack of its own passes its own. */
const sharedNode = () => inject('webConfig').solana!.rpcUrl

/** An account's lamports on the stack's Solana chain, read from its node (getBalance). */
export async function lamportsOf(address: string, rpcUrl = sharedNode()): Promise<bigint> {
  // u64 as a JSON number: read it from the text, so no digit is lost.
  return BigInt(/"value":(\d+)/.exec(await solanaRpc(rpcUrl, 'getBalance', [address]))![1]!)
}

/** The units of a mint an owner holds on the chain, summed over its token accounts of either token program (getTokenAccountsByOwner); 0 without any. */
export async function tokenUnitsOf(owner: string, mint: string, rpcUrl = sharedNode()): Promise<bigint> {
  const answer = JSON.parse(await solanaRpc(rpcUrl, 'getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }])) as {
    result: { value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[] }
  }
  return answer.result.value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n)
}

async function solanaRpc(rpcUrl: string, method: string, params: unknown[]): Promise<string> {
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return response.text()
}
