import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, concat, createPublicClient, encodeAbiParameters, type Hex, hexToBigInt, http, isAddressEqual, numberToHex } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { verifyingPaymasterAbi } from './verifyingPaymasterAbi.ts'

/** The devnet's verifying paymaster, and the key its sponsorships are signed with. */
export interface PaymasterServiceOptions {
  /** The chain's JSON-RPC, where the paymaster's `getHash` is asked. */
  rpcUrl: string
  chainId: number
  entryPoint: Address
  /** eth-infinitism's VerifyingPaymaster (v0.7), deployed with `signerPrivateKey`'s address as its signer. */
  paymaster: Address
  signerPrivateKey: Hex
  /** How long a sponsorship may be used; the paymaster refuses it afterwards (AA32). */
  validForSeconds?: number
  host?: string
  port?: number
}

export interface PaymasterService {
  /** The ERC-7677 paymaster service: `pm_getPaymasterStubData`, `pm_getPaymasterData`. */
  url: string
  close(): Promise<void>
}

/** Gas the paymaster's validation needs: `getHash`, an ecrecover and the checks around them (about 40k measured; with room). */
const VERIFICATION_GAS = 100_000n
/** The VerifyingPaymaster has no postOp. */
const POST_OP_GAS = 1n
const MAX_BODY_BYTES = 256 * 1024
/**
 * What the stub carries while the bundler estimates: a well-formed signature by another key (of the
 * text "Foyer devnet paymaster stub", by 0x11…11), so the paymaster recovers a wrong signer and
 * answers "signature failed" as it will for the real one, instead of reverting on a malformed one (AA33).
 */
const STUB_SIGNATURE: Hex = '0x57a83d7404c23db8c9981727e16373c6d0ba2ee3a09b5471b97d64e4b75c96434f5d83fc1df9120f31dbe29bd75e2217a74b06912e8c54e63f5e98779caf37cc1c'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')
/** A v0.7 user operation as the ERC-4337 JSON-RPC writes it (quantities in hex). */
const rpcUserOperationSchema = z.object({
  sender: address,
  nonce: hex,
  factory: address.nullish(),
  factoryData: hex.nullish(),
  callData: hex,
  callGasLimit: hex,
  verificationGasLimit: hex,
  preVerificationGas: hex,
  maxFeePerGas: hex,
  maxPriorityFeePerGas: hex,
  paymasterVerificationGasLimit: hex.nullish(),
  paymasterPostOpGasLimit: hex.nullish(),
  signature: hex.optional(),
})
const paramsSchema = z.tuple([rpcUserOperationSchema, address, hex]).rest(z.unknown())
const requestSchema = z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.string(), z.number(), z.null()]), method: z.string(), params: z.unknown() })

/**
 * A stand-in for a hosted paymaster service (Pimlico's, Alchemy's…), speaking ERC-7677 over
 * JSON-RPC for the devnet's VerifyingPaymaster: it sponsors every operation asked of it on its
 * chain and EntryPoint, signing the paymaster's own `getHash` of the operation with a validity
 * window. Whether an operation should be sponsored at all is the caller's policy (the Foyer server's
 * per-project budget), as it is with a hosted service.
 */
export async function startPaymasterService(options: PaymasterServiceOptions): Promise<PaymasterService> {
  const client = createPublicClient({ transport: http(options.rpcUrl) })
  const signer = privateKeyToAccount(options.signerPrivateKey)
  const validFor = options.validForSeconds ?? 600

  async function answer(method: string, params: unknown): Promise<unknown> {
    if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData') throw new RpcError(-32601, `Method not found: ${method}`)
    const parsed = paramsSchema.safeParse(params)
    if (!parsed.success) throw new RpcError(-32602, `Invalid params: ${parsed.error.issues.map((issue) => `params.${issue.path.join('.')} ${issue.message}`).join('; ')}`)
    const [rpcOperation, entryPoint, chainId] = parsed.data
    if (!isAddressEqual(entryPoint as Address, options.entryPoint)) throw new RpcError(-32602, `This paymaster serves EntryPoint ${options.entryPoint}, not ${entryPoint}`)
    if (hexToBigInt(chainId as Hex) !== BigInt(options.chainId)) throw new RpcError(-32602, `This paymaster serves chain ${options.chainId}, not ${hexToBigInt(chainId as Hex)}`)
    const gas = {
      paymasterVerificationGasLimit: rpcOperation.paymasterVerificationGasLimit ? hexToBigInt(rpcOperation.paymasterVerificationGasLimit as Hex) : VERIFICATION_GAS,
      paymasterPostOpGasLimit: rpcOperation.paymasterPostOpGasLimit ? hexToBigInt(rpcOperation.paymasterPostOpGasLimit as Hex) : POST_OP_GAS,
    }
    const now = Math.floor(Date.now() / 1000)
    const validity = encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [now + validFor, 0])
    const fields = { paymaster: options.paymaster, paymasterVerificationGasLimit: numberToHex(gas.paymasterVerificationGasLimit), paymasterPostOpGasLimit: numberToHex(gas.paymasterPostOpGasLimit) }
    if (method === 'pm_getPaymasterStubData') return { ...fields, paymasterData: concat([validity, STUB_SIGNATURE]), isFinal: false }
    const operation = { ...userOperationOf(rpcOperation), paymaster: options.paymaster, ...gas, paymasterData: concat([validity, STUB_SIGNATURE]) } as UserOperation<'0.7'>
    const hash = await client.readContract({ address: options.paymaster, abi: verifyingPaymasterAbi, functionName: 'getHash', args: [toPackedUserOperation(operation), now + validFor, 0] })
    return { ...fields, paymasterData: concat([validity, await signer.signMessage({ message: { raw: hash } })]) }
  }

  const server = createServer((request, response) => {
    void handle(request, response, answer)
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

async function handle(request: IncomingMessage, response: ServerResponse, answer: (method: string, params: unknown) => Promise<unknown>): Promise<void> {
  const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  if (request.method !== 'POST') return void reply(405, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'POST a JSON-RPC request' } })
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > MAX_BODY_BYTES) return void reply(413, { jsonrpc: '2.0', id: null, error: { code: -32600, message: `A request is at most ${MAX_BODY_BYTES} bytes` } })
  }
  let parsed: z.output<typeof requestSchema>
  try {
    parsed = requestSchema.parse(JSON.parse(body))
  } catch {
    return void reply(400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Not a JSON-RPC 2.0 request' } })
  }
  try {
    reply(200, { jsonrpc: '2.0', id: parsed.id, result: await answer(parsed.method, parsed.params) })
  } catch (error) {
    const rpc = error instanceof RpcError ? error : new RpcError(-32603, `The paymaster could not sign: ${error instanceof Error ? error.message : String(error)}`)
    reply(200, { jsonrpc: '2.0', id: parsed.id, error: { code: rpc.code, message: rpc.message } })
  }
}

/** A user operation as the JSON-RPC writes it, read into viem's (quantities as bigints). */
function userOperationOf(rpc: z.output<typeof rpcUserOperationSchema>): UserOperation<'0.7'> {
  const quantity = (value: string) => hexToBigInt(value as Hex)
  return {
    sender: rpc.sender as Address,
    nonce: quantity(rpc.nonce),
    ...(rpc.factory && { factory: rpc.factory as Address, factoryData: (rpc.factoryData ?? '0x') as Hex }),
    callData: rpc.callData as Hex,
    callGasLimit: quantity(rpc.callGasLimit),
    verificationGasLimit: quantity(rpc.verificationGasLimit),
    preVerificationGas: quantity(rpc.preVerificationGas),
    maxFeePerGas: quantity(rpc.maxFeePerGas),
    maxPriorityFeePerGas: quantity(rpc.maxPriorityFeePerGas),
    signature: (rpc.signature ?? '0x') as Hex,
  }
}
