import type { SessionRequest } from '@foyer/walletconnect'
import type { RequestView } from '../lib/requestView.ts'
import { RpcError } from '../lib/rpcError.ts'
import type { SignedAnswer } from '../namespaces/walletNamespace.ts'
import { readSignMessage, readSignTransaction, type SignerPayloadJSON } from './polkadotParams.ts'
import type { PolkadotSigner } from './polkadotSigner.ts'

/** WalletConnect's polkadot RPC: both methods are a person's to approve. */
export const POLKADOT_WALLET_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction'] as const

/** @polkadot/types and the call decoding load with the first transaction (a wallet that never sees one never loads them). */
const payloadModule = () => import('./polkadotPayload.ts')

function checkChain(request: SessionRequest, signer: PolkadotSigner) {
  if (request.params.chainId !== signer.network.caipNetworkId) throw new RpcError(4901, `The wallet has no Polkadot chain ${request.params.chainId}.`)
}

function checkAccount(address: string, signer: PolkadotSigner) {
  if (!signer.isOwn(address)) throw new RpcError(4100, `The request is for ${address}, not this wallet's account ${signer.address}.`)
}

/** The transaction's payload, once it is this account's and this chain's. */
function readTransaction(params: unknown, signer: PolkadotSigner): SignerPayloadJSON {
  const { address, transactionPayload } = readSignTransaction(params)
  checkAccount(address, signer)
  checkAccount(transactionPayload.address, signer)
  const reference = signer.network.caipNetworkId.slice('polkadot:'.length)
  if (!transactionPayload.genesisHash.toLowerCase().startsWith(`0x${reference}`))
    throw new RpcError(4901, `The transaction is for the chain of genesis ${transactionPayload.genesisHash}, not ${signer.network.name}.`)
  return transactionPayload
}

/** What a Polkadot request card shows; malformed params throw the RpcError to answer with. */
export async function describePolkadotRequest(request: SessionRequest, signer: PolkadotSigner): Promise<RequestView> {
  const { method, params } = request.params.request
  checkChain(request, signer)
  const chain = `${signer.network.name} (${signer.network.caipNetworkId})`
  const account = { label: 'Account', value: signer.address }
  switch (method) {
    case 'polkadot_signMessage': {
      const { address, message } = readSignMessage(params)
      checkAccount(address, signer)
      const bytes = /^0x([0-9a-fA-F]{2})*$/.test(message)
      return { title: 'Sign a message', chain, rows: [account], blocks: [{ label: bytes ? 'Message (bytes, not text)' : 'Message', text: message }] }
    }
    case 'polkadot_signTransaction': {
      const payload = readTransaction(params, signer)
      const { decodeCall, payloadSigningBytes } = await payloadModule()
      try {
        payloadSigningBytes(payload)
      } catch (error) {
        throw new RpcError(-32602, `The transaction's payload cannot be read: ${(error as Error).message}`)
      }
      const decoded = await decodeCall(payload, signer.network).catch((error: unknown) => error as Error)
      const { symbol, decimals } = signer.network.nativeCurrency
      const rows: RequestView['rows'] = [account]
      if (decoded instanceof Error) rows.push({ label: 'Call', value: `not decoded (${decoded.message}): the call data below is what is signed` })
      else if (decoded.transfer)
        rows.push(
          { label: 'To', value: decoded.transfer.to },
          { label: 'Amount', value: `${units(decoded.transfer.planck, decimals)} ${symbol} (${decoded.transfer.planck} planck)` },
          { label: 'Call', value: decoded.name },
        )
      else rows.push({ label: 'Call', value: decoded.name })
      rows.push(
        { label: 'Tip', value: `${units(BigInt(payload.tip), decimals)} ${symbol}` },
        { label: 'Nonce', value: BigInt(payload.nonce).toString() },
        { label: 'Lifetime', value: payload.era === '0x00' ? 'immortal' : `mortal, from block ${BigInt(payload.blockNumber)}` },
        { label: 'Runtime', value: `spec ${BigInt(payload.specVersion)}, transaction version ${BigInt(payload.transactionVersion)}` },
      )
      return {
        title: decoded instanceof Error || !decoded.transfer ? 'Sign a transaction' : `Send ${symbol}`,
        chain,
        rows,
        blocks: [
          ...(decoded instanceof Error ? [] : [{ label: `Call (${decoded.name})`, text: JSON.stringify(decoded.args, null, 2) }]),
          { label: 'Call data (hex)', text: payload.method, folded: !(decoded instanceof Error) },
          { label: 'Payload (SignerPayloadJSON)', text: JSON.stringify(payload, null, 2), folded: true },
        ],
      }
    }
    default:
      throw new RpcError(4200, `The wallet does not support ${method}.`)
  }
}

/** Does what the person approved; answers `{ signature }` as WalletConnect's polkadot RPC answers. */
export async function signPolkadotRequest(request: SessionRequest, signer: PolkadotSigner): Promise<SignedAnswer> {
  const { method, params } = request.params.request
  checkChain(request, signer)
  switch (method) {
    case 'polkadot_signMessage': {
      const { address, message } = readSignMessage(params)
      checkAccount(address, signer)
      const signature = signer.signMessage(message)
      return { result: { signature }, summary: 'Signed a message', detail: signature }
    }
    case 'polkadot_signTransaction': {
      const payload = readTransaction(params, signer)
      const { payloadSigningBytes } = await payloadModule()
      const signature = signer.signPayload(payloadSigningBytes(payload))
      return { result: { signature }, summary: `Signed a transaction on ${signer.network.name}`, detail: signature }
    }
    default:
      throw new RpcError(4200, `The wallet does not support ${method}.`)
  }
}

/** Planck in whole units with every significant digit: 1_500_000_000_000n at 12 decimals → '1.5'. */
function units(planck: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals)
  const fraction = (planck % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${planck / scale}${fraction ? `.${fraction}` : ''}`
}
