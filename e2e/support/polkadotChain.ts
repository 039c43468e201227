/**
 * The devnet's Polkadot chain (chopsticks), read and seeded where the outcome happens: its node's
 * JSON-RPC over HTTP (chopsticks answers POSTs on its WebSocket's port, as a Polkadot SDK node does),
 * not the server's proxy the demo is given, which refuses chopsticks' dev_ methods.
 */
import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { inject } from 'vitest'
import './providedContext.ts'

/** twox128("System") ‖ twox128("Account"): frame_system's `Account` map, the same on every runtime. */
const SYSTEM_ACCOUNT_PREFIX = '26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9'

/** frame_system's AccountInfo with pallet_balances' AccountData, as the chain stores it. */
export interface SystemAccount {
  nonce: number
  consumers: number
  providers: number
  free: bigint
  reserved: bigint
  frozen: bigint
}

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(inject('polkadotNodeUrl'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (answer.error) throw new Error(`The Polkadot devnet refused ${method}: ${answer.error.message}`)
  return answer.result
}

/** Sets the account's free balance on the chain (chopsticks' dev_setStorage, as the devnet funds its dev accounts): a new account of its own for a test. */
export async function fundAccount(address: string, planck: bigint): Promise<void> {
  await rpc('dev_setStorage', [{ System: { Account: [[[address], { providers: 1, data: { free: planck.toString() } }]] } }])
}

/** The account's `System.Account` as the chain holds it now; undefined for an account the chain does not have. */
export async function systemAccount(publicKey: Uint8Array): Promise<SystemAccount | undefined> {
  const key = `0x${SYSTEM_ACCOUNT_PREFIX}${bytesToHex(blake2b(publicKey, { dkLen: 16 }))}${bytesToHex(publicKey)}`
  const stored = await rpc('state_getStorage', [key])
  if (stored === null) return undefined
  // AccountInfo { nonce, consumers, providers, sufficients: u32; data: { free, reserved, frozen, flags: u128 } }, little-endian.
  const bytes = hexToBytes(String(stored).slice(2))
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const u128 = (offset: number) => view.getBigUint64(offset, true) | (view.getBigUint64(offset + 8, true) << 64n)
  return { nonce: view.getUint32(0, true), consumers: view.getUint32(4, true), providers: view.getUint32(8, true), free: u128(16), reserved: u128(32), frozen: u128(48) }
}

/** Planck as the chain's token in decimals, every digit kept (`4321.098765432101`). */
export function planckInDecimals(planck: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals)
  const fraction = String(planck % unit)
    .padStart(decimals, '0')
    .replace(/0+$/, '')
  return `${planck / unit}${fraction ? `.${fraction}` : ''}`
}
