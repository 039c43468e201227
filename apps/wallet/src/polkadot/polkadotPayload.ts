/**
 * The heavy part of the wallet's Polkadot side, loaded on its first transaction: @polkadot/types
 * reads a SignerPayloadJSON as the polkadot-js extension does, an implementation independent of
 * Foyer's own encoder, so the wallet checks the payloads the modal builds.
 */
import { Metadata, TypeRegistry } from '@polkadot/types'
import { blake2b } from '@noble/hashes/blake2.js'
import type { WalletPolkadot } from '../config.ts'
import type { SignerPayloadJSON } from './polkadotParams.ts'
import { encodeSs58Address } from '@foyer/siwx-verify/ss58'

/** Longer signing bytes are signed through their blake2-256 hash (Substrate's rule). */
const MAX_UNHASHED = 256

/**
 * The bytes a signer signs for `payload`, as the polkadot-js extension computes them: an
 * `ExtrinsicPayload` of the payload's extrinsic version, with the payload's signed extensions (the
 * ones @polkadot/types knows, an unknown one taken as adding no data), encoded with its call, hashed
 * with blake2-256 when longer than 256 bytes.
 */
export function payloadSigningBytes(payload: SignerPayloadJSON): Uint8Array {
  const registry = new TypeRegistry()
  registry.setSignedExtensions(payload.signedExtensions)
  const bytes = registry.createType('ExtrinsicPayload', payload, { version: payload.version }).toU8a({ method: true })
  return bytes.length > MAX_UNHASHED ? blake2b(bytes, { dkLen: 32 }) : bytes
}

/** A call read with the chain's metadata: its pallet and function, each argument in words, and a transfer's receiver and exact amount. */
export interface DecodedCall {
  /** `balances.transferKeepAlive` */
  name: string
  args: Record<string, unknown>
  transfer?: { to: string; planck: bigint }
}

/** The chain's metadata by the node and spec version it was read for: one read per runtime. */
const metadataCache = new Map<string, Promise<`0x${string}`>>()

/**
 * Decodes the payload's call with the metadata the chain's node serves (`state_getMetadata` at the
 * payload's block, read over http). A `balances.transfer*` call's receiver is written with the
 * chain's prefix and its amount kept exact in planck.
 */
export async function decodeCall(payload: SignerPayloadJSON, network: WalletPolkadot): Promise<DecodedCall> {
  const metadataHex = await chainMetadata(network, payload)
  const registry = new TypeRegistry()
  registry.setMetadata(new Metadata(registry, metadataHex))
  const properties = registry.createType('ChainProperties', { ss58Format: network.ss58Prefix, tokenDecimals: [network.nativeCurrency.decimals], tokenSymbol: [network.nativeCurrency.symbol] })
  registry.setChainProperties(properties as Parameters<TypeRegistry['setChainProperties']>[0])
  const call = registry.createType('Call', payload.method)
  const names = call.meta.args.map((arg) => arg.name.toString())
  const args = Object.fromEntries(names.map((name, index) => [name, call.args[index]!.toHuman()]))
  const name = `${call.section}.${call.method}`
  if (call.section !== 'balances' || !call.method.startsWith('transfer')) return { name, args }
  // The receiver is a MultiAddress (an enum: its `type` names the variant, `value` holds it); the amount a Compact<u128>.
  const dest = call.args[names.indexOf('dest')] as unknown as { type?: string; value?: { toU8a(): Uint8Array } } | undefined
  const value = call.args[names.indexOf('value')] as unknown as { toBigInt?: () => bigint } | undefined
  if (dest?.type !== 'Id' || !dest.value || typeof value?.toBigInt !== 'function') return { name, args }
  return { name, args, transfer: { to: encodeSs58Address(dest.value.toU8a(), network.ss58Prefix), planck: value.toBigInt() } }
}

function chainMetadata(network: WalletPolkadot, payload: SignerPayloadJSON): Promise<`0x${string}`> {
  const key = `${network.rpcUrl} ${payload.specVersion}`
  let metadata = metadataCache.get(key)
  if (!metadata) {
    metadata = readMetadata(network.rpcUrl, payload.blockHash)
    metadataCache.set(key, metadata)
    metadata.catch(() => metadataCache.delete(key))
  }
  return metadata
}

async function readMetadata(rpcUrl: string, blockHash: string): Promise<`0x${string}`> {
  const url = rpcUrl.replace(/^ws(s?):/, 'http$1:')
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'state_getMetadata', params: [blockHash] }),
  })
  if (!response.ok) throw new Error(`the chain's node answered ${response.status} to state_getMetadata`)
  const answer = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (typeof answer.result !== 'string' || !answer.result.startsWith('0x')) throw new Error(`the chain's node gave no metadata: ${answer.error?.message ?? 'no result'}`)
  return answer.result as `0x${string}`
}
