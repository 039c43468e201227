import { base64 } from '@scure/base'
import { getSignatureFromTransaction } from '@solana/kit'
import { decodeRunnableMessage, type RunnableMessage } from '../compiledMessage.ts'
import { z } from 'zod'
import { MAX_AIRDROP_LAMPORTS, type SolanaFaucet } from '../solanaFaucet.ts'
import { LAMPORTS_PER_SIGNATURE, SLOTS_PER_EPOCH, type LedgerTransaction, type SolanaLedger } from '../solanaLedger.ts'
import { readMint, readTokenAccount, TOKEN_PROGRAMS, uiTokenAmount } from '../splToken.ts'
import { transactionErrorText, type TransactionErrorJson } from '../transactionError.ts'
import { encodeAccount, type AccountEncodingOptions } from './accountEncoding.ts'
import {
  accountConfig,
  address,
  base58String,
  commitment,
  contextConfig,
  sendTransactionConfig,
  signature,
  signaturesForAddressConfig,
  simulateTransactionConfig,
  tokenAccountsFilter,
  transactionConfig,
  u64,
} from './rpcParams.ts'
import { invalidParams, RpcError, SEND_TRANSACTION_PREFLIGHT_FAILURE, TRANSACTION_SIGNATURE_VERIFICATION_FAILURE } from './rpcError.ts'
import { encodeLedgerTransaction } from './transactionEncoding.ts'
import { decodeWireTransaction, signaturesVerify } from './transactionWire.ts'

export interface RpcContext {
  ledger: SolanaLedger
  faucet: SolanaFaucet
  /** What getVersion reports. */
  version: string
}

interface RpcMethod<Params extends z.ZodType> {
  params: Params
  run(params: z.output<Params>, context: RpcContext): unknown
}

const method = <Params extends z.ZodType>(params: Params, run: RpcMethod<Params>['run']): RpcMethod<Params> => ({ params, run })

/** `{ context, value }`, the envelope of the methods whose answer depends on the slot. */
const withContext = (ledger: SolanaLedger, value: unknown) => ({ context: { apiVersion: '2.3.0', slot: ledger.slot }, value })

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const DEFAULT_COMPUTE_UNITS_PER_INSTRUCTION = 200_000n
const MAX_COMPUTE_UNITS = 1_400_000n

/** The JSON-RPC methods of the local chain, by name: the subset of a validator's that clients, wallets and the Foyer server use. */
export const rpcMethods: Record<string, RpcMethod<z.ZodType>> = {
  getHealth: method(z.tuple([]), () => 'ok'),
  getVersion: method(z.tuple([]), (_, { version }) => ({ 'solana-core': version, 'feature-set': 0 })),
  getGenesisHash: method(z.tuple([]), (_, { ledger }) => ledger.genesisHash),
  getSlot: method(z.tuple([contextConfig.optional()]), (_, { ledger }) => ledger.slot),
  getBlockHeight: method(z.tuple([contextConfig.optional()]), (_, { ledger }) => ledger.blockHeight),
  getTransactionCount: method(z.tuple([contextConfig.optional()]), (_, { ledger }) => ledger.transactionCount),
  getEpochInfo: method(z.tuple([contextConfig.optional()]), (_, { ledger }) => ({
    absoluteSlot: ledger.slot,
    blockHeight: ledger.blockHeight,
    epoch: ledger.slot / SLOTS_PER_EPOCH,
    slotIndex: ledger.slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount: ledger.transactionCount,
  })),
  getLatestBlockhash: method(z.tuple([contextConfig.optional()]), (_, { ledger }) => withContext(ledger, ledger.latestBlockhash())),
  isBlockhashValid: method(z.tuple([base58String.min(32).max(44), contextConfig.optional()]), ([blockhash], { ledger }) => withContext(ledger, ledger.isBlockhashValid(blockhash))),
  getMinimumBalanceForRentExemption: method(
    z.tuple([
      z
        .number()
        .int()
        .nonnegative()
        .max(10 * 1024 * 1024),
      contextConfig.optional(),
    ]),
    ([size], { ledger }) => ledger.rentExemption(BigInt(size)),
  ),
  getRecentPrioritizationFees: method(z.tuple([z.array(address).max(128).optional()]), () => []),

  getBalance: method(z.tuple([address, contextConfig.optional()]), ([owner], { ledger }) => withContext(ledger, ledger.account(owner)?.lamports ?? 0n)),
  getAccountInfo: method(z.tuple([address, accountConfig.optional()]), ([account, config], { ledger }) => withContext(ledger, encodeOrNull(ledger, account, config ?? {}))),
  getMultipleAccounts: method(z.tuple([z.array(address).max(100), accountConfig.optional()]), ([accounts, config], { ledger }) =>
    withContext(
      ledger,
      accounts.map((account) => encodeOrNull(ledger, account, config ?? {})),
    ),
  ),
  getTokenAccountsByOwner: method(z.tuple([address, tokenAccountsFilter, accountConfig.optional()]), ([owner, filter, config], { ledger }) => {
    const programs = 'programId' in filter ? [filter.programId] : TOKEN_PROGRAMS
    if ('programId' in filter && !TOKEN_PROGRAMS.includes(filter.programId)) throw invalidParams('unrecognized Token program id')
    const held = programs.flatMap((program) =>
      ledger.programAccounts(program).filter((account) => {
        const token = readTokenAccount(account)
        return token !== undefined && token.owner === owner && ('mint' in filter ? token.mint === filter.mint : true)
      }),
    )
    const lookup = (key: string) => ledger.account(key)
    return withContext(
      ledger,
      held.map((account) => ({ pubkey: account.address, account: encodeAccount(account, config ?? {}, lookup) })),
    )
  }),
  getTokenAccountBalance: method(z.tuple([address, contextConfig.optional()]), ([account], { ledger }) => {
    const found = ledger.account(account)
    const token = found ? readTokenAccount(found) : undefined
    if (!token) throw invalidParams('Invalid param: not a Token account')
    const mint = ledger.account(token.mint)
    return withContext(ledger, uiTokenAmount(token.amount, mint ? (readMint(mint)?.decimals ?? 0) : 0))
  }),
  getTokenSupply: method(z.tuple([address, contextConfig.optional()]), ([account], { ledger }) => {
    const found = ledger.account(account)
    const mint = found ? readMint(found) : undefined
    if (!mint) throw invalidParams('Invalid param: not a Token mint')
    return withContext(ledger, uiTokenAmount(mint.supply, mint.decimals))
  }),

  getSignatureStatuses: method(z.tuple([z.array(signature).max(256), z.object({ searchTransactionHistory: z.boolean().optional() }).optional()]), ([signatures], { ledger }) =>
    withContext(
      ledger,
      signatures.map((key) => signatureStatus(ledger.transaction(key))),
    ),
  ),
  getSignaturesForAddress: method(z.tuple([address, signaturesForAddressConfig.optional()]), ([account, config = {}], { ledger }) => {
    let history = ledger.transactionsOf(account)
    if (config.before !== undefined) {
      const index = history.findIndex((transaction) => transaction.signature === config.before)
      history = index === -1 ? [] : history.slice(index + 1)
    }
    if (config.until !== undefined) {
      const index = history.findIndex((transaction) => transaction.signature === config.until)
      if (index !== -1) history = history.slice(0, index)
    }
    return history.slice(0, config.limit ?? 1000).map((transaction) => ({
      signature: transaction.signature,
      slot: transaction.slot,
      err: transaction.err,
      memo: null,
      blockTime: transaction.blockTime,
      confirmationStatus: 'finalized',
    }))
  }),
  getTransaction: method(z.tuple([signature, transactionConfig.optional()]), ([key, config = {}], { ledger }) => {
    const transaction = ledger.transaction(key)
    return transaction ? encodeLedgerTransaction(transaction, config) : null
  }),
  getFeeForMessage: method(z.tuple([z.string().min(1).max(2048), contextConfig.optional()]), ([message], { ledger }) => {
    let decoded
    try {
      decoded = decodeRunnableMessage(base64.decode(message))
    } catch {
      throw invalidParams('invalid transaction message: it is not a base64 encoded message')
    }
    return withContext(ledger, ledger.isBlockhashValid(decoded.lifetimeToken) ? messageFee(decoded) : null)
  }),

  sendTransaction: method(z.tuple([z.string().min(1).max(4096), sendTransactionConfig.optional()]), ([encoded, config = {}], { ledger }) => {
    const transaction = decodeWireTransaction(encoded, config.encoding)
    if (!signaturesVerify(transaction)) throw new RpcError(TRANSACTION_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure')
    if (!config.skipPreflight) {
      const simulation = ledger.simulate(transaction, { sigVerify: true, replaceRecentBlockhash: false })
      if (simulation.err !== null) throw preflightFailure(simulation.err, simulation.logs, simulation.unitsConsumed)
    }
    // Like a validator, it answers with the signature whether or not the transaction then lands.
    ledger.submit(transaction)
    return getSignatureFromTransaction(transaction)
  }),
  simulateTransaction: method(z.tuple([z.string().min(1).max(4096), simulateTransactionConfig.optional()]), ([encoded, config = {}], { ledger }) => {
    const transaction = decodeWireTransaction(encoded, config.encoding)
    const sigVerify = config.sigVerify ?? false
    const replaceRecentBlockhash = config.replaceRecentBlockhash ?? false
    if (sigVerify && replaceRecentBlockhash) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    const simulation = ledger.simulate(transaction, { sigVerify, replaceRecentBlockhash })
    const lookup = (key: string) => simulation.postAccounts.get(key) ?? ledger.account(key)
    const accounts = config.accounts?.addresses.map((key) => {
      const account = lookup(key)
      return account ? encodeAccount(account, { encoding: config.accounts?.encoding ?? 'base64' }, lookup) : null
    })
    return withContext(ledger, {
      err: simulation.err,
      logs: simulation.logs,
      accounts: accounts ?? null,
      unitsConsumed: simulation.unitsConsumed,
      returnData: null,
      innerInstructions: null,
      replacementBlockhash: replaceRecentBlockhash ? ledger.latestBlockhash() : null,
    })
  }),
  requestAirdrop: method(z.tuple([address, u64, z.object({ commitment: commitment.optional() }).optional()]), async ([recipient, lamports], { faucet }) => {
    if (lamports > MAX_AIRDROP_LAMPORTS) throw invalidParams(`an airdrop gives at most ${MAX_AIRDROP_LAMPORTS} lamports (1000 SOL)`)
    if (lamports === 0n) throw invalidParams('an airdrop of 0 lamports gives nothing')
    const outcome = await faucet.airdrop(recipient, lamports)
    if ('refused' in outcome) throw new RpcError(-32603, `airdrop failed: ${transactionErrorText(outcome.refused)}`)
    return outcome.landed.signature
  }),
}

function encodeOrNull(ledger: SolanaLedger, key: string, options: AccountEncodingOptions) {
  const account = ledger.account(key)
  return account ? encodeAccount(account, options, (other) => ledger.account(other)) : null
}

function signatureStatus(transaction: LedgerTransaction | undefined) {
  if (!transaction) return null
  return {
    slot: transaction.slot,
    // Final at once (one node, no forks): a validator writes null confirmations for a finalized transaction.
    confirmations: null,
    err: transaction.err,
    status: transaction.err === null ? { Ok: null } : { Err: transaction.err },
    confirmationStatus: 'finalized',
  }
}

function preflightFailure(err: TransactionErrorJson, logs: string[], unitsConsumed: bigint): RpcError {
  if (err === 'SignatureFailure') return new RpcError(TRANSACTION_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure')
  return new RpcError(SEND_TRANSACTION_PREFLIGHT_FAILURE, `Transaction simulation failed: ${transactionErrorText(err)}`, {
    accounts: null,
    err,
    innerInstructions: null,
    logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed,
  })
}

/** A message's fee: its signatures, and the priority fee its compute-budget instructions ask for (price × limit, rounded up). */
function messageFee(message: RunnableMessage): bigint {
  let microLamportsPerUnit = 0n
  let unitLimit: bigint | undefined
  let otherInstructions = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex]
    const data = instruction.data ?? new Uint8Array()
    if (program !== COMPUTE_BUDGET_PROGRAM) {
      otherInstructions += 1n
      continue
    }
    const view = new DataView(Uint8Array.from(data).buffer)
    if (data[0] === 2 && data.length >= 5) unitLimit = BigInt(view.getUint32(1, true))
    if (data[0] === 3 && data.length >= 9) microLamportsPerUnit = view.getBigUint64(1, true)
  }
  const limit = unitLimit ?? minBigint(otherInstructions * DEFAULT_COMPUTE_UNITS_PER_INSTRUCTION, MAX_COMPUTE_UNITS)
  const priorityFee = (microLamportsPerUnit * limit + 999_999n) / 1_000_000n
  return BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE + priorityFee
}

const minBigint = (a: bigint, b: bigint) => (a < b ? a : b)
