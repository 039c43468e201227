/**
 * Spec §5's rules that have no other home, as plain predicates. The rest live where they are applied:
 * an email in auth/emailAddress.ts, a name's label in names/nameLabel.ts, a Solana address in its
 * namespace module, a batch of calls in adapter-evm's prepareSendCalls, a signature answer in each
 * namespace's request reader, an amount in send/sendRules.ts.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import { NAME_REGISTRY_MAX_CHAIN_ID } from './constants.ts'
import { THROWN } from './errors.ts'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
const HEX = /^0x[0-9a-fA-F]*$/

/** EVM address: optional 0x plus 40 hex characters. */
export function isEvmAddress(value: string): boolean {
  return EVM_ADDRESS.test(value)
}

/** Name registry chain ids must be below 2^31; anything else throws 'Invalid chainId'. */
export function assertNameRegistryChainId(chainId: number): void {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= NAME_REGISTRY_MAX_CHAIN_ID) {
    throw new FoyerError(THROWN.INVALID_CHAIN_ID)
  }
}

export type ThemeMode = 'light' | 'dark'

/** A 32-byte 0x hex is a transaction hash. */
export function isTransactionHash(value: string): boolean {
  return value.length === 66 && HEX.test(value)
}
