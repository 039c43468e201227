import { getAddress, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'

/** EIP-1271 wallets in raw EVM code: one answers isValidSignature's magic value to anything, one answers 0. */
export const APPROVING_WALLET_CODE = '0x631626ba7e60e01b60005260206000f3'
export const REFUSING_WALLET_CODE = '0x60206000f3'

/** A contract account on a devnet chain (its JSON-RPC at `rpcUrl`), its code set directly (anvil_setCode). */
export async function smartAccount(rpcUrl: string, code: Hex): Promise<`0x${string}`> {
  const address = privateKeyToAccount(generatePrivateKey()).address
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setCode', params: [address, code] }),
  })
  expect((await response.json()).error).toBeUndefined()
  return getAddress(address)
}

/** Any 65-byte signature: a smart account's contract decides whether it is its own. */
export const someSignature = () => privateKeyToAccount(generatePrivateKey()).signMessage({ message: 'anything' })
