/**
 * What the wallet signs to register a name (spec §7 POST /v1/profile/account): the JSON of the name,
 * its attributes and the time in seconds, personal-signed by the address; and the address's coin
 * type, which names the chain it is on (a smart account's signature is checked there).
 */
import { assertNameRegistryChainId } from '../validation.ts'

export interface NameRegistrationMessage {
  name: string
  attributes?: Record<string, string>
  /** Seconds since the epoch: the server takes a signature made within 10 minutes. */
  timestamp: number
}

/** The message text, its fields in the order the server documents them. */
export function registrationMessage({ name, attributes = {}, timestamp }: NameRegistrationMessage): string {
  return JSON.stringify({ name, attributes, timestamp })
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
