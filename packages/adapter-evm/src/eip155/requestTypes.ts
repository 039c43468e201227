import type { Abi } from 'viem'
// The augmentation below targets the hosts' entry, which declares NamespaceRequests for them.
import type {} from '@foyer/core'

/** A transaction the host asks the connected wallet to send: the recipient, wei as a bigint, optional call data. */
export interface TransactionInput {
  to: string
  value?: bigint
  /** 0x-prefixed call data. */
  data?: string
}

/** A contract function called in a transaction: its ABI, name and arguments, encoded to call data. */
export interface ContractCallInput {
  /** The contract's address. */
  address: string
  abi: Abi
  functionName: string
  args?: readonly unknown[]
  /** Wei sent with the call (payable functions). */
  value?: bigint
}

/** EIP-712 typed data, as eth_signTypedData_v4 signs it (EIP712Domain is derived from `domain` when absent). */
export interface TypedDataInput {
  domain?: TypedDataDomain
  types: Record<string, readonly TypedDataField[]>
  primaryType: string
  message: Record<string, unknown>
}

export interface TypedDataDomain {
  name?: string
  version?: string
  chainId?: number | bigint
  verifyingContract?: string
  salt?: string
}

export interface TypedDataField {
  name: string
  type: string
}

/** A batch of calls (EIP-5792) from the connected account on the active network. */
export interface SendCallsInput {
  calls: readonly TransactionInput[]
  /** All the calls run, or none: a wallet whose capabilities do not promise it is refused before it is asked. Default: false. */
  atomicRequired?: boolean
}

/**
 * A batch's status (EIP-5792): 100 pending; 200 confirmed; 400 and 500 failed off and on chain;
 * 600 partly reverted. `atomic`: its calls ran together. `receipts`: the transactions that carried them.
 */
export interface CallsStatus {
  id: string
  status: number
  atomic: boolean
  receipts: { transactionHash: string; status: string }[]
}

/** What the wallet can do on the active network: EIP-5792's `wallet_getCapabilities` for its chain. */
export interface WalletCapabilities {
  /** It runs a batch's calls all or none (`atomic` supported or ready; v1's `atomicBatch`). */
  atomic: boolean
  /** The chain's capabilities as the wallet answered them; empty when it named none. */
  capabilities: Record<string, unknown>
}

/** The eip155 requests Foyer's client carries, by name: what the host passes and what it gets back. */
export interface Eip155Requests {
  sendTransaction: { params: TransactionInput; result: string }
  writeContract: { params: ContractCallInput; result: string }
  signTypedData: { params: TypedDataInput; result: `0x${string}` }
  /** Answers the batch's id, which its status is asked by. */
  sendCalls: { params: SendCallsInput; result: string }
  getCallsStatus: { params: { id: string }; result: CallsStatus }
  /** Asks nothing of the visitor: a wallet that does not answer has none to tell (the request rejects). */
  getCapabilities: { params: Record<string, never>; result: WalletCapabilities }
}

declare module '@foyer/core' {
  interface NamespaceRequests {
    eip155: Eip155Requests
  }
}
