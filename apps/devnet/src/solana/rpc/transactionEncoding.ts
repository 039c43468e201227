import { base58, base64 } from '@scure/base'
import { getTransactionDecoder } from '@solana/kit'
import { decodeRunnableMessage } from '../compiledMessage.ts'
import type { LedgerTokenBalance, LedgerTransaction } from '../solanaLedger.ts'
import { uiTokenAmount } from '../splToken.ts'
import { invalidParams, RpcError, UNSUPPORTED_TRANSACTION_VERSION } from './rpcError.ts'

export type TransactionEncoding = 'json' | 'base64' | 'base58' | 'jsonParsed'

const transactionDecoder = getTransactionDecoder()

/** A landed transaction as getTransaction writes it. */
export function encodeLedgerTransaction(transaction: LedgerTransaction, options: { encoding?: TransactionEncoding; maxSupportedTransactionVersion?: number }) {
  const versioned = options.maxSupportedTransactionVersion !== undefined
  if (transaction.version !== 'legacy' && (!versioned || transaction.version > options.maxSupportedTransactionVersion!)) {
    throw new RpcError(
      UNSUPPORTED_TRANSACTION_VERSION,
      `Transaction version (${transaction.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${transaction.version}`,
    )
  }
  return {
    slot: transaction.slot,
    blockTime: transaction.blockTime,
    transaction: encodeTransaction(transaction, options.encoding ?? 'json'),
    meta: transactionMeta(transaction),
    ...(versioned ? { version: transaction.version } : {}),
  }
}

function encodeTransaction(transaction: LedgerTransaction, encoding: TransactionEncoding): unknown {
  switch (encoding) {
    case 'base64':
      return [base64.encode(transaction.wire), 'base64']
    case 'base58':
      return [base58.encode(transaction.wire), 'base58']
    case 'json':
      return jsonTransaction(transaction)
    case 'jsonParsed':
      throw invalidParams('jsonParsed transactions are not served by this devnet; ask for json or base64')
  }
}

function jsonTransaction(transaction: LedgerTransaction) {
  const decoded = transactionDecoder.decode(transaction.wire)
  const message = decodeRunnableMessage(decoded.messageBytes)
  const signatures = Object.values(decoded.signatures).map((signature) => (signature ? base58.encode(signature) : base58.encode(new Uint8Array(64))))
  return {
    signatures,
    message: {
      accountKeys: message.staticAccounts,
      header: {
        numRequiredSignatures: message.header.numSignerAccounts,
        numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      },
      instructions: message.instructions.map((instruction) => ({
        programIdIndex: instruction.programAddressIndex,
        accounts: instruction.accountIndices ?? [],
        data: base58.encode(Uint8Array.from(instruction.data ?? [])),
        stackHeight: null,
      })),
      recentBlockhash: message.lifetimeToken,
      ...(message.version === 0 ? { addressTableLookups: message.addressTableLookups ?? [] } : {}),
    },
  }
}

function transactionMeta(transaction: LedgerTransaction) {
  return {
    err: transaction.err,
    status: transaction.err === null ? { Ok: null } : { Err: transaction.err },
    fee: transaction.fee,
    preBalances: transaction.preBalances,
    postBalances: transaction.postBalances,
    innerInstructions: [],
    logMessages: transaction.logs,
    preTokenBalances: transaction.preTokenBalances.map(tokenBalance),
    postTokenBalances: transaction.postTokenBalances.map(tokenBalance),
    rewards: [],
    loadedAddresses: { writable: [], readonly: [] },
    computeUnitsConsumed: transaction.computeUnitsConsumed,
  }
}

function tokenBalance(balance: LedgerTokenBalance) {
  return {
    accountIndex: balance.accountIndex,
    mint: balance.mint,
    owner: balance.owner,
    programId: balance.programId,
    uiTokenAmount: uiTokenAmount(balance.amount, balance.decimals),
  }
}
