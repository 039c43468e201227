import { z } from 'zod'
import { hexData, hexQuantity } from '../evmValues.ts'
import { isHex, toHex, type Address, type Chain, type Hex, type PublicClient, type Transport } from 'viem'
import { evmAddressSchema } from '../../../../caip.ts'
import { parseField } from '../../../../auth/routes/authRoute.ts'
import { badRequest, HttpError } from '../../../../kernel/http/httpError.ts'
import type { SmartAccountSettings } from '../../smartAccountSettings.ts'
import { parseTypedData } from '../typedData.ts'
import { callsStatus, MAX_CALLS, sendCallsSchema } from '../walletCalls.ts'
import type { GasSponsor, ReservedGas } from '../../../embeddedWallet.ts'
import { safeSmartAccount, type SafeSmartAccount } from './safeSmartAccount.ts'
import { prepareUserOperation, userOperationCallsStatus, userOperationTransaction, UserOperationRevertedError, type SmartAccountCall } from './userOperations.ts'

/** What a smart-account request runs with: the chain's client and settings, the account's address, the owner's key. */
export interface SmartAccountRequest {
  client: PublicClient<Transport, Chain>
  settings: SmartAccountSettings
  chainId: number
  method: string
  params: unknown
  /** The smart account's address (computed before, so building the account reads nothing). */
  address: Address
  ownerKey(): Hex
  /** The project's gas sponsorship for this account and chain; undefined where the project sponsors nothing. */
  sponsor: GasSponsor | undefined
  /**
   * Who the visitor approved as the payer: true, the app (a send its budget cannot cover any more is
   * refused); false, the account; undefined (not shown to anyone), the app while its budget lasts.
   */
  sponsoredAsApproved: boolean | undefined
}

/** Foyer's own safe method: whether the app's paymaster would pay this account's next operation (what its approval says). */
export const GAS_SPONSORSHIP_METHOD = 'foyer_gasSponsorship'

/**
 * Foyer's own safe method: what sending a transaction, or a batch's calls, would cost the account,
 * for a send's review and the approval screen (`[{ to, value?, data? }, …]` → `{ fee, sponsored }`):
 * the operation's most possible cost in wei (what the EntryPoint takes from the payer before it
 * runs), 0 where the app's budget covers it.
 */
export const OPERATION_FEE_METHOD = 'foyer_estimateOperationFee'

/** Methods a smart account answers otherwise than the key's own account; the others are the same for both. */
export const SMART_ACCOUNT_METHODS = new Set([
  GAS_SPONSORSHIP_METHOD,
  OPERATION_FEE_METHOD,
  'wallet_getCapabilities',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
])

/** The calls an operation would make, as foyer_estimateOperationFee takes them: one transaction's, or a batch's. */
const operationCallsSchema = z
  .array(z.object({ to: evmAddressSchema, value: hexQuantity.optional(), data: hexData.optional() }))
  .min(1)
  .max(MAX_CALLS)

const transactionSchema = z.object({
  from: evmAddressSchema,
  to: evmAddressSchema,
  value: hexQuantity.optional(),
  data: hexData.optional(),
  input: hexData.optional(),
})

/**
 * Runs a method from the user's Safe: signatures are the Safe's (EIP-1271, wrapped in EIP-6492
 * while the account is not deployed, so viem's verifyMessage accepts both), transactions and
 * batches one user operation through the chain's bundler, atomic. Gas, fees and nonce are the
 * bundler's estimate and the account's EntryPoint nonce: a transaction's own are not used.
 */
export async function runSmartAccountRequest(request: SmartAccountRequest): Promise<unknown> {
  const { method, params, address, chainId } = request
  const account = () => safeSmartAccount({ client: request.client, owner: request.ownerKey(), settings: request.settings, address })
  switch (method) {
    case GAS_SPONSORSHIP_METHOD:
      return { sponsored: await sponsorshipLeft(request) }
    case OPERATION_FEE_METHOD: {
      const calls = parseField(operationCallsSchema, params, 'params')
      const options = {
        client: request.client,
        account: await account(),
        settings: request.settings,
        calls: calls.map((call) => ({ to: call.to as Address, value: quantity(call.value), data: call.data as Hex | undefined })),
      }
      if (await sponsorshipLeft(request)) {
        const sponsored = await prepareUserOperation({ ...options, sponsored: true })
        if (sponsored.maxCost <= (await request.sponsor!.left())) return { fee: '0x0', sponsored: true }
      }
      return { fee: toHex((await prepareUserOperation({ ...options, sponsored: false })).maxCost), sponsored: false }
    }
    case 'wallet_getCapabilities':
      // EIP-5792 v2: every batch is one operation, so atomic. No paymasterService: the server's
      // policy decides who pays; a URL named by the app would make the server call it.
      return { [toHex(chainId)]: { atomic: { status: 'supported' } } }
    case 'personal_sign': {
      const [message, signer] = parseField(z.tuple([z.string().max(1_048_576), evmAddressSchema]).rest(z.unknown()), params, 'params')
      requireOwnAddress(signer, address, 'body.params[1]')
      return (await account()).signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [signer, raw] = parseField(z.tuple([evmAddressSchema, z.union([z.string().max(1_048_576), z.record(z.string(), z.unknown())])]).rest(z.unknown()), params, 'params')
      requireOwnAddress(signer, address, 'body.params[0]')
      return (await account()).signTypedData(parseTypedData(raw, 'params[1]'))
    }
    case 'eth_sendTransaction': {
      const [tx] = parseField(z.tuple([transactionSchema]).rest(z.unknown()), params, 'params')
      requireOwnAddress(tx.from, address, 'body.params[0].from')
      const sent = await send(request, await account(), [{ to: tx.to, value: quantity(tx.value), data: (tx.data ?? tx.input) as Hex | undefined }])
      return await included(request.settings, sent)
    }
    case 'wallet_sendCalls': {
      const [batch] = parseField(sendCallsSchema, params, 'params')
      if (batch.from !== undefined) requireOwnAddress(batch.from, address, 'body.params[0].from')
      if (batch.chainId !== undefined && BigInt(batch.chainId) !== BigInt(chainId)) throw badRequest(`body.params[0].chainId must be the request's chain (${toHex(chainId)})`)
      const calls = batch.calls.map((call, index): SmartAccountCall => {
        if (call.to === undefined) throw badRequest(`body.params[0].calls[${index}].to is missing: a smart account's call goes to a contract or an address (it deploys nothing)`)
        return { to: call.to as Address, value: quantity(call.value), data: call.data as Hex | undefined }
      })
      const sent = await send(request, await account(), calls)
      // The batch's id answers at once; what it cost the app is settled once it is included.
      if (sent.reserved) void included(request.settings, sent).catch(() => undefined)
      return { id: sent.hash }
    }
    case 'wallet_getCallsStatus': {
      const [id] = parseField(z.tuple([z.string().regex(/^0x([0-9a-fA-F]{64}){1,10}$/, 'must be an id wallet_sendCalls answered')]), params, 'params')
      // A one-hash id is an operation's, or a transaction's sent before the visitor switched accounts.
      if (id.length === 66) {
        const status = await userOperationCallsStatus(request.settings, chainId, id as Hex)
        if (status.status !== 100) return status
      }
      return callsStatus(request.client, chainId, params)
    }
    default:
      throw new Error(`${method} is not a smart-account method`)
  }
}

/** Whether the app's paymaster pays: the chain has one, the project sponsors, and today's budget is not spent. */
async function sponsorshipLeft(request: SmartAccountRequest): Promise<boolean> {
  return request.settings.paymasterUrl !== undefined && request.sponsor !== undefined && (await request.sponsor.left()) > 0n
}

interface SentOperation {
  hash: Hex
  /** The budget it took, where the app pays. */
  reserved?: ReservedGas
}

/**
 * Sends the calls as one operation, paid as the visitor approved: by the app while its budget covers
 * the operation's most possible cost (taken before it is sent, settled to the actual cost after),
 * else by the account, or refused where the visitor approved the app as the payer.
 */
async function send(request: SmartAccountRequest, account: SafeSmartAccount, calls: SmartAccountCall[]): Promise<SentOperation> {
  const options = { client: request.client, account, settings: request.settings, calls }
  if (request.sponsoredAsApproved !== false && (await sponsorshipLeft(request))) {
    const prepared = await prepareUserOperation({ ...options, sponsored: true })
    const reserved = await request.sponsor!.reserve(prepared.maxCost)
    if (reserved) {
      try {
        return { hash: await prepared.send(), reserved }
      } catch (error) {
        await reserved.release()
        throw error
      }
    }
  }
  if (request.sponsoredAsApproved === true) {
    throw new HttpError(409, "The app's gas allowance for your account today does not cover this operation: nothing was sent. Ask again to see who pays now")
  }
  return { hash: await (await prepareUserOperation({ ...options, sponsored: false })).send() }
}

/** Waits for the operation's inclusion: the transaction that carried it; the app's share settled to what it cost. */
async function included(settings: SmartAccountSettings, sent: SentOperation): Promise<Hex> {
  try {
    const { transactionHash, actualGasCost } = await userOperationTransaction(settings, sent.hash)
    await sent.reserved?.settle(actualGasCost)
    return transactionHash
  } catch (error) {
    if (error instanceof UserOperationRevertedError) {
      await sent.reserved?.settle(error.actualGasCost)
      throw badRequest(error.message)
    }
    // Not seen included in time: what was taken stays taken (it may still land).
    if (error instanceof Error && error.name === 'WaitForUserOperationReceiptTimeoutError') {
      throw new HttpError(504, `The smart account's operation ${sent.hash} was not included in time; it may still land: wallet_getCallsStatus ${sent.hash} says when`)
    }
    throw error
  }
}

const quantity = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))

function requireOwnAddress(given: string, own: string, field: string): void {
  if (given.toLowerCase() !== own.toLowerCase()) throw badRequest(`${field} must be your smart account's address ${own}: this wallet signs only for it`)
}
