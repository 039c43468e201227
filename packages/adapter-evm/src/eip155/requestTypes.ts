// Types only: viem's generics type the requests as its own actions are typed; its code loads only
// where a request needs it (the ABI encoder, contractCallData.ts).
import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, ContractFunctionParameters, GetValue, Hash, Hex, TypedData, TypedDataDefinition } from 'viem'
// The augmentation below targets the hosts' entry, which declares NamespaceRequests for them.
import type {} from '@foyer/core'

/** A transaction the host asks the connected wallet to send: the recipient, wei as a bigint, optional call data. */
export interface TransactionInput {
  to: Address
  value?: bigint
  /** 0x-prefixed call data. */
  data?: Hex
}

/** A contract function called in a transaction: its ABI, name and arguments, encoded to call data. */
export interface ContractCallInput {
  /** The contract's address. */
  address: Address
  abi: Abi | readonly unknown[]
  functionName: string
  args?: readonly unknown[]
  /** Wei sent with the call (payable functions). */
  value?: bigint
}

/** The state-changing functions of an ABI: what a transaction may call. */
type Writable = 'nonpayable' | 'payable'

/**
 * A contract call typed from its ABI as viem's `writeContract` takes it: `functionName` one of the
 * ABI's nonpayable or payable functions, `args` that function's arguments, and `value` only for a
 * payable one. With an ABI declared `as const` (or from `parseAbi`) every field is checked.
 */
export type WriteContractInput<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, Writable> = ContractFunctionName<abi, Writable>,
  args extends ContractFunctionArgs<abi, Writable, functionName> = ContractFunctionArgs<abi, Writable, functionName>,
> = ContractFunctionParameters<abi, Writable, functionName, args> & GetValue<abi, functionName, bigint>

/** `writeContract` as a host calls it: generic over the ABI, the function's name and its arguments; answers the transaction's hash. */
export type WriteContract = <const abi extends Abi | readonly unknown[], functionName extends ContractFunctionName<abi, Writable>, args extends ContractFunctionArgs<abi, Writable, functionName>>(
  call: WriteContractInput<abi, functionName, args>,
) => Promise<Hash>

/**
 * `signTypedData` as a host calls it: viem's `TypedDataDefinition`, so `primaryType` names one of
 * `types` and `message` has that type's fields (with `types` declared `as const`); answers the signature.
 */
export type SignTypedData = <const typedData extends TypedData | Record<string, unknown>, primaryType extends keyof typedData | 'EIP712Domain'>(
  typedData: TypedDataDefinition<typedData, primaryType>,
) => Promise<Hex>

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
  verifyingContract?: Address
  salt?: Hex
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
  sendTransaction: { params: TransactionInput; result: Hash }
  writeContract: { params: ContractCallInput; result: Hash }
  signTypedData: { params: TypedDataInput; result: Hex }
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
  interface NamespaceAddressTypes {
    eip155: Address
  }
  // The two whose types follow their input, as viem's actions infer them (client.request takes the shapes above).
  interface RequestSignatures {
    signTypedData: SignTypedData
    writeContract: WriteContract
  }
}
