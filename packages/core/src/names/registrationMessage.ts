/**
 * What the wallet signs to register a name (spec §7 POST /v1/profile/account): the JSON of the name,
 * its attributes, the time in seconds, the coin type and the zone, personal-signed by the address.
 * The coin type names the chain the address is on (a smart account's signature is checked there);
 * signing it and the zone keeps a copied body from being registered under another coin type or zone.
 */
import { assertNameRegistryChainId } from '../validation.ts'

export interface NameRegistrationMessage {
  name: string
  attributes?: Record<string, string>
  /** Seconds since the epoch: the server takes a signature made within 10 minutes. */
  timestamp: number
  /** The coin type POST /v1/profile/account sends (nameCoinType): the server refuses any other. */
  coinType: number
  /** The server's zone (`foyer.id`): the server refuses a message signed for another. */
  zone: string
}

/** The message text, its fields in the order the server documents them. */
export function registrationMessage({ name, attributes = {}, timestamp, coinType, zone }: NameRegistrationMessage): string {
  return JSON.stringify({ name, attributes, timestamp, coinType, zone })
}

/** SLIP-44's coin type of Ethereum mainnet. */
export const ETHEREUM_COIN_TYPE = 60
const EVM_COIN_TYPE_FLAG = 0x80000000

/**
 * The coin type of an address on an EVM chain (ENSIP-11): 60 on Ethereum mainnet, else
 * 0x80000000 | chainId. spec §5: the chain id must be below 2^31, else 'Invalid chainId'.
 */
export function nameCoinType(chainId: number): number {
  assertNameRegistryChainId(chainId)
  return chainId === 1 ? ETHEREUM_COIN_TYPE : EVM_COIN_TYPE_FLAG + chainId
}
