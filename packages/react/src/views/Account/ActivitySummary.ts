import {
  activityTexts,
  fillMessage,
  formatAmount,
  formatExactAmount,
  formatFiat,
  truncateAddress,
  type OperationType,
  type TextsOf,
  type Transaction,
  type TransactionTransfer,
} from '@foyer/core/internal'

type ActivityTexts = TextsOf<typeof activityTexts>

/** The glyph a row shows for what happened. */
export type ActivityKind = 'in' | 'out' | 'trade' | 'deploy' | 'approve' | 'execute' | 'mint' | 'burn'

/** One activity row, in words: what happened, with whom, and what it was worth. */
export interface ActivitySummary {
  /** 'Sent 0.01 ETH', 'Received 25 USDC', 'Contract call failed': amounts to 3 decimals (spec §9). */
  title: string
  /** The title with the exact amounts the chain moved ('Sent 1.234567 USDC'), when the list's title rounds them. */
  exactTitle?: string
  /** 'to 0x7099…79C8'. */
  counterparty: string
  /** The counterparty's words ('to {address}') and full address, for a row that shows the address's name where it has one. */
  party: CounterpartyParts
  kind: ActivityKind
  failed: boolean
  /** Beside the time: the fiat value of the main transfer, or its signed amount when the title has none. */
  detail?: string
  /** Icon of the main asset, and the symbol to draw when there is none. */
  iconUrl?: string
  symbol?: string
}

/** Who the account dealt with: the words around them ('to {address}') and their address. */
export interface CounterpartyParts {
  words: string
  address: string
}

const KIND: Record<OperationType, ActivityKind> = {
  send: 'out',
  receive: 'in',
  trade: 'trade',
  mint: 'mint',
  burn: 'burn',
  deploy: 'deploy',
  approve: 'approve',
  execute: 'execute',
}

/** Describes a transaction for the Activity list (its transfers are already the account's own), in the texts' locale. */
export function summarizeTransaction(transaction: Transaction, texts: ActivityTexts = activityTexts.en): ActivitySummary {
  const { operationType, status, sentFrom, sentTo } = transaction.metadata
  const failed = status === 'failed'
  const kind = KIND[operationType]
  const incoming = transaction.transfers.filter((transfer) => transfer.direction === 'in')
  const outgoing = transaction.transfers.filter((transfer) => transfer.direction !== 'in')
  const primary = kind === 'in' || kind === 'mint' ? incoming : outgoing
  const main = primary[0] ?? transaction.transfers[0]
  const verb = texts.operations[operationType]

  const amountInTitle = hasAmountInTitle(operationType, main)
  const titleWith = (describe: (transfer: TransactionTransfer) => string): string => {
    if (failed || !main || !amountInTitle) return failed ? verb.failed : verb.done
    return operationType === 'trade' && incoming[0] && outgoing[0]
      ? fillMessage(texts.swapped, { sold: describe(outgoing[0]), bought: describe(incoming[0]) })
      : fillMessage(verb.doneWith, {
          asset: primary.length > 1 ? fillMessage(texts.andMore, { asset: describe(main), count: primary.length - 1 }) : describe(main),
        })
  }
  const title = titleWith(describeAsset)
  const exactTitle = titleWith(describeExactAsset)
  const party = counterparty(texts.counterparty, operationType, main, sentFrom, sentTo)

  return {
    title,
    ...(exactTitle !== title && { exactTitle }),
    counterparty: fillMessage(party.words, { address: truncateAddress(party.address) }),
    party,
    kind,
    failed,
    ...(main && !failed && { ...icon(main), ...detail(main, amountInTitle) }),
  }
}

/** Whether the title says the amount: a transfer's does; a contract created says what it paid the account, in words, rather than a bare '+300 USDT' beside 'Created a contract'. */
function hasAmountInTitle(operationType: OperationType, main: TransactionTransfer | undefined): boolean {
  if (operationType === 'deploy') return main?.direction === 'in'
  return operationType !== 'approve' && operationType !== 'execute'
}

/** '0.01 ETH', '<0.001 USDC', or an NFT's name. */
export function describeAsset(transfer: TransactionTransfer): string {
  if (transfer.nft_info) return transfer.nft_info.name
  const symbol = transfer.fungible_info?.symbol ?? ''
  return `${displayAmount(transfer.quantity.numeric)} ${symbol}`.trim()
}

/** '1.234567 USDC': every decimal the chain moved, or an NFT's name. */
export function describeExactAsset(transfer: TransactionTransfer): string {
  if (transfer.nft_info) return transfer.nft_info.name
  return `${formatExactAmount(transfer.quantity.numeric)} ${transfer.fungible_info?.symbol ?? ''}`.trim()
}

/** An amount to 3 decimals; one too small to show that way says so instead of reading 0. */
export function displayAmount(numeric: string): string {
  const shown = formatAmount(numeric)
  return shown === '0' && /[1-9]/.test(numeric) ? '<0.001' : shown
}

function detail(transfer: TransactionTransfer, amountInTitle: boolean): { detail?: string } {
  if (!amountInTitle) return { detail: `${transfer.direction === 'in' ? '+' : '−'}${describeAsset(transfer)}` }
  return transfer.value === null ? {} : { detail: formatFiat(transfer.value) }
}

function icon(transfer: TransactionTransfer): { iconUrl?: string; symbol?: string } {
  const url = transfer.nft_info?.content.preview?.url ?? transfer.fungible_info?.icon?.url
  return { ...(url && { iconUrl: url }), symbol: transfer.fungible_info?.symbol ?? transfer.nft_info?.name }
}

/** Who the account dealt with: the other party of the main transfer, else the contract it called. */
function counterparty(words: ActivityTexts['counterparty'], operationType: OperationType, main: TransactionTransfer | undefined, sentFrom: string, sentTo: string): CounterpartyParts {
  const [word, address] = ((): [string, string] => {
    switch (operationType) {
      case 'receive':
        return [words.from, main?.sender ?? sentFrom]
      case 'mint':
        return [words.by, sentFrom]
      case 'send':
        return [words.to, main?.recipient ?? sentTo]
      case 'burn':
        return [words.from, main?.sender ?? sentFrom]
      case 'deploy':
        return [words.at, sentTo]
      case 'approve':
        return [words.token, sentTo]
      default:
        return [words.with, sentTo]
    }
  })()
  return { words: word, address }
}
