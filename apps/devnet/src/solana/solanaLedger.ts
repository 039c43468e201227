import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { getSignatureFromTransaction, getTransactionEncoder, lamports, type Address, type EncodedAccount, type Transaction } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { decodeRunnableMessage } from './compiledMessage.ts'
import { readMint, readTokenAccount, type TokenAccountState } from './splToken.ts'
import { transactionErrorJson, type TransactionErrorJson } from './transactionError.ts'

/** A blockhash stays usable for this many slots after it is issued, as on a validator. */
export const MAX_PROCESSING_AGE = 150
/** What a validator charges per signature; litesvm charges the same. */
export const LAMPORTS_PER_SIGNATURE = 5000n
export const SLOTS_PER_EPOCH = 432_000n

/** The local chain's genesis hash: fixed, so its CAIP-2 id (`solana:` + its first 32 characters) never changes. */
export const DEVNET_GENESIS_HASH = base58.encode(sha256(new TextEncoder().encode('foyer solana devnet genesis')))

export interface LedgerTokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  amount: bigint
  decimals: number
}

/** A transaction that landed (succeeded, or failed after its fee was taken), as getTransaction tells it. */
export interface LedgerTransaction {
  signature: string
  slot: bigint
  /** Unix seconds of its slot. */
  blockTime: number
  wire: Uint8Array
  version: 'legacy' | 0
  accountKeys: string[]
  err: TransactionErrorJson | null
  fee: bigint
  logs: string[]
  computeUnitsConsumed: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: LedgerTokenBalance[]
  postTokenBalances: LedgerTokenBalance[]
}

/** What submitting a transaction did: it landed, or the node refused it before it could (a bad blockhash, signature or fee payer). */
export type SubmitOutcome = { landed: LedgerTransaction } | { refused: TransactionErrorJson; logs: string[] }

export interface SimulationOutcome {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
  /** Accounts as the transaction would leave them, by address. */
  postAccounts: Map<string, EncodedAccount>
}

export type LedgerEvent = { type: 'slot'; slot: bigint } | { type: 'transaction'; transaction: LedgerTransaction }

const transactionEncoder = getTransactionEncoder()

/**
 * litesvm as a chain: slots that advance, recent blockhashes a transaction may use for 150 slots,
 * and the history a node keeps (transactions by signature and by address). litesvm itself has no
 * blocks and accepts only its latest blockhash, so its own check is off and this one stands in.
 * Every transaction is final as soon as it lands (one node, no forks).
 */
export class SolanaLedger {
  readonly genesisHash = DEVNET_GENESIS_HASH
  private readonly svm = new LiteSVM().withBlockhashCheck(false)
  private currentSlot = 1n
  private readonly blockhashes = new Map<string, bigint>()
  private readonly transactions = new Map<string, LedgerTransaction>()
  private readonly signaturesByAddress = new Map<string, string[]>()
  private readonly listeners = new Set<(event: LedgerEvent) => void>()
  private slotTimer: NodeJS.Timeout | undefined

  constructor() {
    this.setClock()
    this.blockhashes.set(this.svm.latestBlockhash(), this.currentSlot)
  }

  get slot(): bigint {
    return this.currentSlot
  }

  /** One slot per block and no skipped slots: the block height is the slot. */
  get blockHeight(): bigint {
    return this.currentSlot
  }

  get transactionCount(): bigint {
    return BigInt(this.transactions.size)
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint } {
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: this.blockhashes.get(blockhash)! + BigInt(MAX_PROCESSING_AGE) }
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.blockhashes.has(blockhash)
  }

  /** Starts a new slot with a new blockhash; the oldest blockhash past its age stops being accepted. */
  advanceSlot(): void {
    this.currentSlot += 1n
    this.setClock()
    this.svm.expireBlockhash()
    this.blockhashes.set(this.svm.latestBlockhash(), this.currentSlot)
    for (const [hash, slot] of this.blockhashes) {
      if (this.currentSlot - slot <= BigInt(MAX_PROCESSING_AGE)) break
      this.blockhashes.delete(hash)
    }
    this.emit({ type: 'slot', slot: this.currentSlot })
  }

  /** Advances a slot every `intervalMs` (a validator's is 400 ms) until stopped. */
  startSlotClock(intervalMs: number): void {
    this.stopSlotClock()
    this.slotTimer = setInterval(() => this.advanceSlot(), intervalMs)
    this.slotTimer.unref()
  }

  stopSlotClock(): void {
    clearInterval(this.slotTimer)
    this.slotTimer = undefined
  }

  subscribe(listener: (event: LedgerEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  account(address: string): EncodedAccount | null {
    const account = this.svm.getAccount(address as Address)
    return account.exists ? account : null
  }

  /** Gives an account lamports at genesis (no transaction), as a validator's genesis config does. */
  fundAtGenesis(address: string, amount: bigint): void {
    const existing = this.account(address)
    this.svm.setAccount({
      address: address as Address,
      lamports: lamports(amount),
      programAddress: (existing?.programAddress ?? '11111111111111111111111111111111') as Address,
      executable: false,
      data: existing?.data ?? new Uint8Array(),
      space: BigInt(existing?.data.length ?? 0),
    })
  }

  programAccounts(programAddress: string): EncodedAccount[] {
    return this.svm.getProgramAccounts(programAddress as Address)
  }

  rentExemption(dataLength: bigint): bigint {
    return this.svm.minimumBalanceForRentExemption(dataLength)
  }

  transaction(signature: string): LedgerTransaction | undefined {
    return this.transactions.get(signature)
  }

  /** The transactions that touched an address, newest first. */
  transactionsOf(address: string): LedgerTransaction[] {
    const signatures = this.signaturesByAddress.get(address) ?? []
    return signatures.map((signature) => this.transactions.get(signature)!).reverse()
  }

  /** Runs a transaction on the chain, in the current slot. */
  submit(transaction: Transaction): SubmitOutcome {
    const message = decodeRunnableMessage(transaction.messageBytes)
    if (!this.isBlockhashValid(message.lifetimeToken)) return { refused: 'BlockhashNotFound', logs: [] }
    const accountKeys: string[] = [...message.staticAccounts]
    const preBalances = accountKeys.map((key) => this.balance(key))
    const preTokenBalances = this.tokenBalances(accountKeys)

    const result = this.svm.sendTransaction(transaction)
    const postBalances = accountKeys.map((key) => this.balance(key))
    // Lamports only move between the transaction's accounts; what they lost in all is its fee.
    const fee = preBalances.reduce((sum, value) => sum + value, 0n) - postBalances.reduce((sum, value) => sum + value, 0n)
    const failed = result instanceof FailedTransactionMetadata
    const meta = failed ? result.meta() : result
    if (failed && fee === 0n) return { refused: transactionErrorJson(result), logs: meta.logs() }

    const landed: LedgerTransaction = {
      signature: getSignatureFromTransaction(transaction),
      slot: this.currentSlot,
      blockTime: Math.floor(Date.now() / 1000),
      wire: new Uint8Array(transactionEncoder.encode(transaction)),
      version: message.version === 'legacy' ? 'legacy' : 0,
      accountKeys,
      err: failed ? transactionErrorJson(result) : null,
      fee,
      logs: meta.logs(),
      computeUnitsConsumed: meta.computeUnitsConsumed(),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: this.tokenBalances(accountKeys),
    }
    this.transactions.set(landed.signature, landed)
    for (const key of accountKeys) {
      const signatures = this.signaturesByAddress.get(key) ?? []
      signatures.push(landed.signature)
      this.signaturesByAddress.set(key, signatures)
    }
    this.emit({ type: 'transaction', transaction: landed })
    return { landed }
  }

  /** Runs a transaction without keeping its effects; unsigned transactions simulate when `sigVerify` is off, as on a validator. */
  simulate(transaction: Transaction, options: { sigVerify: boolean; replaceRecentBlockhash: boolean }): SimulationOutcome {
    const message = decodeRunnableMessage(transaction.messageBytes)
    if (!options.replaceRecentBlockhash && !this.isBlockhashValid(message.lifetimeToken)) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, postAccounts: new Map() }
    }
    this.svm.withSigverify(options.sigVerify)
    try {
      const result = this.svm.simulateTransaction(transaction)
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta()
        return { err: transactionErrorJson(result), logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), postAccounts: new Map() }
      }
      const meta = result.meta()
      const postAccounts = new Map(result.postAccounts().map((account) => [account.address as string, account]))
      return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), postAccounts }
    } finally {
      this.svm.withSigverify(true)
    }
  }

  private balance(address: string): bigint {
    return this.svm.getBalance(address as Address) ?? 0n
  }

  private tokenBalances(accountKeys: string[]): LedgerTokenBalance[] {
    return accountKeys.flatMap((key, accountIndex) => {
      const account = this.account(key)
      const token: TokenAccountState | undefined = account ? readTokenAccount(account) : undefined
      if (!account || !token) return []
      const mintAccount = this.account(token.mint)
      const decimals = mintAccount ? (readMint(mintAccount)?.decimals ?? 0) : 0
      return [{ accountIndex, mint: token.mint, owner: token.owner, programId: account.programAddress, amount: token.amount, decimals }]
    })
  }

  private setClock(): void {
    const clock = this.svm.getClock()
    clock.slot = this.currentSlot
    clock.epoch = this.currentSlot / SLOTS_PER_EPOCH
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    this.svm.setClock(clock)
  }

  private emit(event: LedgerEvent): void {
    for (const listener of this.listeners) listener(event)
  }
}
