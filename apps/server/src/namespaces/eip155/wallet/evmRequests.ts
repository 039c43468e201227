import { z } from 'zod'
import { hexData, hexQuantity } from './evmValues.ts'
import { BaseError, createWalletClient, defineChain, http, isHex, RpcRequestError, toHex, type Address, type Chain, type Hex, type PublicClient, type Transport } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { evmAddressSchema } from '../../../caip.ts'
import { badRequest, HttpError } from '../../../kernel/http/httpError.ts'
import type { ChainConfig } from '../eip155ChainConfig.ts'
import { AuthError } from '../../../auth/authErrors.ts'
import type { OpenedUserKeys } from '../../../auth/keys/userKeys.ts'
import { parseField } from '../../../auth/routes/authRoute.ts'
import { parseTypedData } from './typedData.ts'
import { callsId, callsStatus, checkSendCalls, sendCallsSchema } from './walletCalls.ts'
import { nodeClient } from '../../../rpc/nodeClient.ts'
import type { GasSponsor, WalletAccountType } from '../../embeddedWallet.ts'
import { GAS_SPONSORSHIP_METHOD, OPERATION_FEE_METHOD, runSmartAccountRequest, SMART_ACCOUNT_METHODS } from './smartAccount/smartAccountRequests.ts'

/** An RPC node that does not answer in this time is reported as failing (502), not waited on. */
const NODE_TIMEOUT_MS = 10_000

export interface EvmRequest {
  chain: ChainConfig
  chainId: number
  method: string
  params: unknown
  /** The signed-in user's address: the key's own, or its smart account's. */
  address: string
  accountType: WalletAccountType
  gasSponsor?: GasSponsor
  sponsoredAsApproved?: boolean
  /** Opens the user's keys (only the methods that sign ask). */
  openKeys(): OpenedUserKeys
}

/** Each served chain's clients, made once. */
export function evmClients() {
  const clients = new Map<string, { chain: Chain; client: PublicClient<Transport, Chain> }>()
  return (config: ChainConfig, chainId: number) => {
    let entry = clients.get(config.caipNetworkId)
    if (!entry) {
      const chain = defineChain({ id: chainId, name: config.name, nativeCurrency: config.nativeCurrency, rpcUrls: { default: { http: [config.rpcUrl] } } })
      entry = { chain, client: nodeClient(http(config.rpcUrl, { timeout: NODE_TIMEOUT_MS, retryCount: 1 }), chain) as PublicClient<Transport, Chain> }
      clients.set(config.caipNetworkId, entry)
    }
    return entry
  }
}

const transactionSchema = z.object({
  from: evmAddressSchema,
  to: evmAddressSchema.optional(),
  value: hexQuantity.optional(),
  data: hexData.optional(),
  input: hexData.optional(),
  gas: hexQuantity.optional(),
  gasPrice: hexQuantity.optional(),
  maxFeePerGas: hexQuantity.optional(),
  maxPriorityFeePerGas: hexQuantity.optional(),
  nonce: hexQuantity.optional(),
})

/** Runs an eip155 method of the embedded wallet: reads against the chain's node, signatures with the user's key. */
export async function runEvmRequest(request: EvmRequest, clients: ReturnType<typeof evmClients>): Promise<unknown> {
  const { chain, client } = clients(request.chain, request.chainId)
  const { method, params, address } = request
  try {
    if (request.accountType === 'smartAccount' && SMART_ACCOUNT_METHODS.has(method)) {
      const settings = request.chain.smartAccounts
      if (!settings) throw badRequest(`${request.chain.caipNetworkId} serves no smart accounts: use the account of type eoa`)
      return await runSmartAccountRequest({
        client,
        settings,
        chainId: request.chainId,
        method,
        params,
        address: address as Address,
        ownerKey: () => request.openKeys().evmPrivateKey,
        sponsor: request.gasSponsor,
        sponsoredAsApproved: request.sponsoredAsApproved,
      })
    }
    switch (method) {
      case GAS_SPONSORSHIP_METHOD:
        // The key's own account pays its own fees: no paymaster serves it.
        return { sponsored: false }
      case OPERATION_FEE_METHOD:
        throw badRequest(`${OPERATION_FEE_METHOD} prices a smart account's operation; this request is made from the key's own account (eth_estimateGas prices its transactions)`)
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [address]
      case 'eth_chainId':
        return toHex(request.chainId)
      case 'wallet_getCapabilities':
        // EIP-5792 v2: this EOA sends a batch's calls one by one, so atomic execution is not offered;
        // a client asked for it (atomicRequired) refuses before opening an approval.
        return { [toHex(request.chainId)]: { atomic: { status: 'unsupported' } } }
      case 'personal_sign': {
        const [message, signer] = parseField(z.tuple([z.string().max(1_048_576), evmAddressSchema]).rest(z.unknown()), params, 'params')
        requireOwnAddress(signer, address, 'body.params[1]')
        return await account(request).signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [signer, raw] = parseField(z.tuple([evmAddressSchema, z.union([z.string().max(1_048_576), z.record(z.string(), z.unknown())])]).rest(z.unknown()), params, 'params')
        requireOwnAddress(signer, address, 'body.params[0]')
        return await account(request).signTypedData(parseTypedData(raw, 'params[1]'))
      }
      case 'eth_sendTransaction': {
        const [tx] = parseField(z.tuple([transactionSchema]).rest(z.unknown()), params, 'params')
        requireOwnAddress(tx.from, address, 'body.params[0].from')
        return await sendTransaction(request, chain, tx)
      }
      case 'wallet_sendCalls': {
        const [batch] = parseField(sendCallsSchema, params, 'params')
        checkSendCalls(batch, address, request.chainId)
        const hashes: Hex[] = []
        for (const call of batch.calls) hashes.push(await sendTransaction(request, chain, { ...call, from: address as `0x${string}` }))
        return { id: callsId(hashes) }
      }
      case 'wallet_getCallsStatus':
        return await callsStatus(client, request.chainId, params)
      default:
        return await client.request({ method, params: params ?? [] } as never)
    }
  } catch (error) {
    throw nodeError(error)
  }
}

/** Signs and sends one transaction from the user's key; nonce, gas and fees not given are filled from the chain. */
async function sendTransaction(request: EvmRequest, chain: Chain, tx: z.output<typeof transactionSchema>): Promise<Hex> {
  const wallet = createWalletClient({ account: account(request), chain, transport: http(request.chain.rpcUrl, { timeout: NODE_TIMEOUT_MS }) })
  const bigint = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))
  const fees =
    tx.maxFeePerGas || tx.maxPriorityFeePerGas ? { maxFeePerGas: bigint(tx.maxFeePerGas), maxPriorityFeePerGas: bigint(tx.maxPriorityFeePerGas) } : tx.gasPrice ? { gasPrice: bigint(tx.gasPrice) } : {}
  return wallet.sendTransaction({
    account: wallet.account,
    chain,
    to: tx.to,
    value: bigint(tx.value),
    data: (tx.data ?? tx.input) as Hex | undefined,
    gas: bigint(tx.gas),
    nonce: tx.nonce === undefined ? undefined : Number(BigInt(tx.nonce)),
    ...fees,
  } as Parameters<typeof wallet.sendTransaction>[0])
}

function account(request: EvmRequest) {
  return privateKeyToAccount(request.openKeys().evmPrivateKey)
}

function requireOwnAddress(given: string, own: string, field: string): void {
  if (given.toLowerCase() !== own.toLowerCase()) throw badRequest(`${field} must be your address ${own}: this wallet signs only for it`)
}

/**
 * A failure as the caller should see it: our own refusals as they are; the node's JSON-RPC error
 * as a 400 with its message and code; a node that does not answer as a 502; viem refusing the
 * request (bad typed data) as a 400.
 */
function nodeError(error: unknown): unknown {
  if (error instanceof HttpError) return error
  if (!(error instanceof BaseError)) return error
  const rpcError = error.walk((cause) => cause instanceof RpcRequestError) as RpcRequestError | null
  if (rpcError) return new AuthError(400, rpcError.details || rpcError.shortMessage, rpcError.code)
  const unreachable = error.walk((cause) => cause instanceof BaseError && /HttpRequestError|TimeoutError|WebSocketRequestError/.test(cause.name))
  if (unreachable) return new HttpError(502, `The chain's RPC node did not answer: ${(unreachable as BaseError).shortMessage}`, { cause: error })
  return badRequest(error.shortMessage)
}
