import type { PreparedRequest } from '@foyer/core/internal'
import { hex } from '@scure/base'
import { readSignerPayload } from '../transaction/readSignerPayload.ts'
import { signedExtrinsic } from '../transaction/signerPayload.ts'
import { object, polkadotAddress, readSignature } from './preparePolkadotRequest.ts'

/**
 * `signAndSendTransaction`: `polkadot_signTransaction` for the wallet (no wallet of the namespace
 * sends), then the signed extrinsic sent through the network's node (`author_submitExtrinsic`, core's
 * broadcast step), answering its hash. Apart from the other requests, so the extrinsic's encoder
 * loads with the first send only.
 */
export function prepareSignAndSend(params: unknown): PreparedRequest {
  const input = object(params, 'params must be { transactionPayload, to?, address? }')
  const payload = readSignerPayload(input.transactionPayload)
  const address = input.address === undefined ? polkadotAddress(payload.address, 'transactionPayload.address') : polkadotAddress(input.address, 'address')
  const sentTo = input.to === undefined ? address : polkadotAddress(input.to, 'to')
  return {
    kind: 'transaction',
    rpc: { method: 'polkadot_signTransaction', params: { address, transactionPayload: payload } },
    sentTo,
    // The extrinsic signed by the payload's account, as the node takes it.
    read: (answer) => `0x${hex.encode(signedExtrinsic(payload, readSignature('polkadot_signTransaction')(answer).signature))}`,
    broadcast: (signed) => ({ rpc: { method: 'author_submitExtrinsic', params: [signed] }, read: readExtrinsicHash }),
  }
}

function readExtrinsicHash(answer: unknown): string {
  if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(answer)) throw new Error('The node answered author_submitExtrinsic without the extrinsic’s hash')
  return answer
}
