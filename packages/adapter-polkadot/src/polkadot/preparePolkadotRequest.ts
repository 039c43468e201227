import type { PreparedRequest, RequestSender } from '@foyer/core/internal'
import { readSignerPayload } from '../transaction/readSignerPayload.ts'
import type { PolkadotAccount } from './requestTypes.ts'
import { decodeSs58 } from './ss58.ts'

const HEX = /^0x([0-9a-fA-F]{2})*$/

/**
 * Checks a host's polkadot request and makes it the namespace's wallet RPC (WalletConnect's
 * polkadot RPC: `polkadot_signMessage { address, message }` and `polkadot_signTransaction
 * { address, transactionPayload }`, each answering `{ signature }`; `polkadot_getAccounts` for the
 * accounts with their names); undefined for a name the namespace does not declare.
 * `signAndSendTransaction` is prepared beside it (prepareSignAndSend.ts), with the extrinsic's encoder.
 */
export function preparePolkadotRequest(name: string, params: unknown, sender: RequestSender): PreparedRequest | undefined {
  switch (name) {
    case 'signMessage': {
      const input = object(params, 'params must be { message, address? }')
      if (typeof input.message !== 'string' || input.message.length === 0) throw new TypeError('message must be a non-empty string')
      const address = input.address === undefined ? sender.address : polkadotAddress(input.address, 'address')
      return { kind: 'signature', rpc: { method: 'polkadot_signMessage', params: { address, message: input.message } }, read: readSignature('polkadot_signMessage') }
    }
    case 'signTransaction': {
      const input = object(params, 'params must be { transactionPayload, address? }')
      const payload = readSignerPayload(input.transactionPayload)
      const address = input.address === undefined ? polkadotAddress(payload.address, 'transactionPayload.address') : polkadotAddress(input.address, 'address')
      return { kind: 'signature', rpc: { method: 'polkadot_signTransaction', params: { address, transactionPayload: payload } }, read: readSignature('polkadot_signTransaction') }
    }
    case 'getAccounts':
      if (params !== undefined && (typeof params !== 'object' || params === null)) throw new TypeError('params must be empty or absent')
      return {
        kind: 'signature',
        rpc: { method: 'polkadot_getAccounts', params: {} },
        read: (answer) => {
          if (!Array.isArray(answer) || answer.some((account) => typeof (account as Partial<PolkadotAccount>)?.address !== 'string'))
            throw new Error('The wallet answered polkadot_getAccounts without a list of accounts')
          return answer as PolkadotAccount[]
        },
      }
  }
  return undefined
}

export function readSignature(method: string) {
  return (answer: unknown) => {
    const signature = (answer as { signature?: unknown } | null)?.signature
    if (typeof signature !== 'string' || !HEX.test(signature) || signature.length < 130) throw new Error(`The wallet answered ${method} without a signature in hex`)
    return { signature: signature as `0x${string}` }
  }
}

export function polkadotAddress(value: unknown, field: string): string {
  if (typeof value !== 'string' || !decodeSs58(value)) throw new TypeError(`${field} must be a Polkadot (SS58) address`)
  return value
}

export function object(value: unknown, message: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError(message)
  return value as Record<string, unknown>
}
