import type { SessionRequest } from '@foyer/walletconnect'
import type { WalletChain } from '../config.ts'
import { evmChainId } from './chains.ts'
import { readableMessage, readPersonalSign, sameAddress } from './personalSign.ts'
import { RpcError } from './rpcError.ts'
import { describeTransaction, readTransaction } from './transaction.ts'
import { readTypedData } from './typedData.ts'

/** EVM methods a person approves or rejects; the wallet's other EVM methods are answered without asking (other namespaces: WalletNamespace.isPrompted). */
export const PROMPTED_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] as const
export type PromptedMethod = (typeof PROMPTED_METHODS)[number]

export function isPromptedMethod(method: string): method is PromptedMethod {
  return (PROMPTED_METHODS as readonly string[]).includes(method)
}

/** What a request card shows: a title, short facts, and the long content (message, typed data) as blocks. */
export interface RequestView {
  title: string
  chain: string
  rows: { label: string; value: string }[]
  /** The first is what is being signed; a folded block is there for whoever wants the rest. */
  blocks: { label: string; text: string; folded?: boolean }[]
}

/**
 * Reads a prompted request into what a person needs to decide. Malformed params throw the RpcError
 * to answer with, so a broken request is refused rather than shown.
 */
export function describeRequest(request: SessionRequest, ownAddress: string, chains: readonly WalletChain[]): RequestView {
  const { method, params } = request.params.request
  const chainId = evmChainId(request.params.chainId)
  const chain = chains.find((c) => c.chainId === chainId)
  const chainName = chain ? `${chain.name} (${chain.chainId})` : request.params.chainId
  switch (method) {
    case 'personal_sign': {
      const { message, address } = readPersonalSign(params, ownAddress)
      assertOwnAddress(address, ownAddress)
      const readable = readableMessage(message)
      return {
        title: 'Sign a message',
        chain: chainName,
        rows: [{ label: 'Account', value: address }],
        blocks: [{ label: readable.encoding === 'utf8' ? 'Message' : 'Message (bytes, not text)', text: readable.text }],
      }
    }
    case 'eth_signTypedData_v4': {
      const { address, typedData } = readTypedData(params)
      assertOwnAddress(address, ownAddress)
      const domain = typedData.domain as { name?: unknown; verifyingContract?: unknown }
      const rows = [
        { label: 'Account', value: address },
        { label: 'Type', value: typedData.primaryType },
      ]
      if (typeof domain.name === 'string') rows.push({ label: 'Domain', value: domain.name })
      if (typeof domain.verifyingContract === 'string') rows.push({ label: 'Contract', value: domain.verifyingContract })
      return {
        title: 'Sign typed data',
        chain: chainName,
        rows,
        blocks: [
          { label: `Message (${typedData.primaryType})`, text: pretty(typedData.message) },
          { label: 'Domain', text: pretty(typedData.domain) },
          { label: 'Types', text: pretty(typedData.types), folded: true },
        ],
      }
    }
    case 'eth_sendTransaction': {
      if (!chain) throw new RpcError(4901, `The wallet has no chain ${request.params.chainId}.`)
      const tx = readTransaction(params)
      return { title: 'Send a transaction', chain: chainName, rows: describeTransaction(tx, chain), blocks: [] }
    }
    default:
      throw new RpcError(4200, `The wallet does not support ${method}.`)
  }
}

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2)
}

function assertOwnAddress(address: string, ownAddress: string): void {
  if (!sameAddress(address, ownAddress)) throw new RpcError(4100, `${address} is not this wallet's account.`)
}
