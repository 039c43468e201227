import { sign } from '@scure/sr25519'
import type { PolkadotSigner } from 'polkadot-api'
import { getPolkadotSigner } from 'polkadot-api/signer'
import type { PolkadotDevAccount } from './polkadotDevKeys.ts'

/**
 * A polkadot-api signer for `account` whose signatures are made with `signingSecretKey` (the account's
 * own unless told): a test passes another account's secret to send a transaction whose proof is bad.
 */
export function polkadotDevSigner(account: PolkadotDevAccount, signingSecretKey = account.secretKey): PolkadotSigner {
  const secretKey = fromHex(signingSecretKey)
  return getPolkadotSigner(fromHex(account.publicKey), 'Sr25519', (payload) => sign(secretKey, payload))
}

function fromHex(hex: string): Uint8Array {
  return Uint8Array.from(Buffer.from(hex.replace(/^0x/, ''), 'hex'))
}
