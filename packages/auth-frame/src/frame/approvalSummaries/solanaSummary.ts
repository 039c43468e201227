/**
 * What the approval screen says about a Solana request (WalletConnect's Solana RPC: base58
 * messages, base64 transactions): the message as text, or what a transaction does — the SOL and
 * token transfers it makes, the other programs it calls, and the network fee it costs. Loaded
 * only when a Solana request is to be approved (approvalSummaries.ts).
 */
import { getBase58Encoder, getBase64Encoder, getCompiledTransactionMessageDecoder, getTransactionDecoder, type Address } from '@solana/kit'
import { bytesToText, type ApprovalRow, type ApprovalSummary } from '../approvalSummary.ts'
import { say } from '../texts/say.ts'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set(['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'])
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
/** Every signature costs this many lamports (the cluster's base fee); a priority fee comes on top. */
const LAMPORTS_PER_SIGNATURE = 5_000n
/** A transaction's compute limit when it sets none: this much per instruction, at most the maximum. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n
const MAX_COMPUTE_UNITS = 1_400_000n
const MAX_INSTRUCTIONS_SHOWN = 8
const MAX_MESSAGE_LENGTH = 4_000

/** Everything the screen shows is in the request itself: the chain is not asked. */
export async function summarize(method: string, params: unknown): Promise<ApprovalSummary> {
  return summarizeSolanaRequest(method, params)
}

/** The approval screen's title and rows for solana_signMessage, solana_signTransaction and solana_signAndSendTransaction. */
export function summarizeSolanaRequest(method: string, params: unknown): ApprovalSummary {
  const input = (typeof params === 'object' && params !== null ? params : {}) as { message?: unknown; transaction?: unknown }
  if (method === 'solana_signMessage') return summarizeMessage(input.message)
  const title = say(method === 'solana_signAndSendTransaction' ? 'sendTransaction' : 'signTransaction')
  return { title, sections: [{ kind: 'rows', rows: describeTransaction(input.transaction) }] }
}

function summarizeMessage(message: unknown): ApprovalSummary {
  let text: string | null = null
  if (typeof message === 'string') {
    try {
      text = bytesToText(Uint8Array.from(getBase58Encoder().encode(message)))
    } catch {
      text = null
    }
  }
  const shown = text ?? (typeof message === 'string' ? message : say('noMessage'))
  return {
    title: say('signMessage'),
    sections: [{ kind: 'text', label: say('message'), text: shown.length > MAX_MESSAGE_LENGTH ? `${shown.slice(0, MAX_MESSAGE_LENGTH)}…` : shown, mono: text === null }],
  }
}

/** The rows of a wire transaction; one row saying so when it cannot be read (the visitor may still decline). */
export function describeTransaction(encoded: unknown): ApprovalRow[] {
  let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
  try {
    if (typeof encoded !== 'string') throw new Error('not base64')
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(encoded))
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch {
    return [{ label: say('transaction'), value: say('unreadable') }]
  }
  const accounts = message.staticAccounts
  const feePayer = accounts[0]
  const rows: ApprovalRow[] = []
  if (message.version === 1) {
    rows.push({ label: say('instructions'), value: say('notShownFormat') })
  } else {
    const instructions = message.instructions
    for (const instruction of instructions.slice(0, MAX_INSTRUCTIONS_SHOWN)) rows.push(...describeInstruction(instruction, accounts))
    if (instructions.length > MAX_INSTRUCTIONS_SHOWN) rows.push({ label: '…', value: say('moreInstructions', { count: instructions.length - MAX_INSTRUCTIONS_SHOWN }) })
    rows.push({ label: say('networkFee'), value: `${formatLamports(networkFee(message.header.numSignerAccounts, instructions, accounts))} SOL` })
  }
  if (feePayer) rows.push({ label: say('feePaidBy'), value: feePayer, mono: true })
  return rows
}

type CompiledInstruction = { programAddressIndex: number; accountIndices?: number[]; data?: ArrayLike<number> }

function describeInstruction(instruction: CompiledInstruction, accounts: readonly Address[]): ApprovalRow[] {
  const program = accounts[instruction.programAddressIndex] ?? 'an address from a lookup table'
  const data = Uint8Array.from(instruction.data ?? [])
  const account = (position: number) => {
    const index = instruction.accountIndices?.[position]
    return index === undefined ? 'unknown' : (accounts[index] ?? 'an address from a lookup table')
  }
  // System program Transfer: u32 instruction 2, then the lamports (u64).
  if (program === SYSTEM_PROGRAM && data.length === 12 && readU32(data, 0) === 2) {
    return [
      { label: say('amount'), value: `${formatLamports(readU64(data, 4))} SOL` },
      { label: say('to'), value: account(1), mono: true },
    ]
  }
  // Token program TransferChecked: instruction 12, the amount (u64), the mint's decimals (u8); accounts: source, mint, destination, owner.
  if (TOKEN_PROGRAMS.has(program) && data.length === 10 && data[0] === 12) {
    return [
      { label: say('tokenAmount'), value: formatUnits(readU64(data, 1), data[9]!) },
      { label: say('token'), value: account(1), mono: true },
      { label: say('toTokenAccount'), value: account(2), mono: true },
    ]
  }
  if (program === COMPUTE_BUDGET_PROGRAM) return []
  return [{ label: say('callsProgram'), value: program, mono: true }]
}

/**
 * The base fee (per signature) and the priority fee: the compute unit price (micro-lamports) times
 * the compute unit limit (set by the transaction, or the default per instruction), rounded up.
 */
function networkFee(signatures: number, instructions: readonly CompiledInstruction[], accounts: readonly Address[]): bigint {
  let price = 0n
  let limit: bigint | undefined
  let others = 0n
  for (const instruction of instructions) {
    const data = Uint8Array.from(instruction.data ?? [])
    if (accounts[instruction.programAddressIndex] !== COMPUTE_BUDGET_PROGRAM) {
      others++
      continue
    }
    if (data[0] === 2 && data.length === 5) limit = BigInt(readU32(data, 1))
    if (data[0] === 3 && data.length === 9) price = readU64(data, 1)
  }
  const units = limit ?? (others * DEFAULT_UNITS_PER_INSTRUCTION < MAX_COMPUTE_UNITS ? others * DEFAULT_UNITS_PER_INSTRUCTION : MAX_COMPUTE_UNITS)
  const priority = (price * units + 999_999n) / 1_000_000n
  return BigInt(signatures) * LAMPORTS_PER_SIGNATURE + priority
}

function readU32(data: Uint8Array, offset: number): number {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true)
}

function readU64(data: Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
}

/** Lamports as SOL, every significant digit kept: 10000000n → '0.01'. */
export function formatLamports(lamports: bigint): string {
  return formatUnits(lamports, 9)
}

function formatUnits(amount: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals)
  const whole = (amount / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = decimals ? (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : ''
  return `${whole}${fraction ? `.${fraction}` : ''}`
}
