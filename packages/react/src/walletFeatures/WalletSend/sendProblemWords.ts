import {
  fillMessage,
  formatAmount,
  formatExactUnits,
  sendProblemText,
  type Network,
  type NamespaceTexts,
  type SendProblem,
  type sendTexts,
  type TextsOf,
  type TokenBalance,
} from '@foyer/core/internal'

type SendMessages = TextsOf<typeof sendTexts>

export interface ProblemContext {
  /** The send texts in the visitor's locale, and the namespace's own words. */
  m: SendMessages
  words: NamespaceTexts
  network: Network
  token: TokenBalance
  /** The least the receiver may be sent (the namespace's `sendMinimum`), or the least an account keeps (the quote's refusal), where there is one. */
  minimum?: bigint
  /** The most the sender can send, where the quote's refusal says it. */
  most?: bigint
}

/** A send's problem in the visitor's words (spec §5's, the namespace's own sentence where it has one). */
export function sendProblemWords(problem: SendProblem, { m, words, network, token, minimum, most }: ProblemContext): string | undefined {
  const which = sendProblemText(words, problem)
  const decimals = Number(token.quantity.decimals)
  const native = (units: bigint) => `${formatExactUnits(units, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}`
  switch (which) {
    case 'amountOrReceiver':
      return words.amountOrReceiverProblem
    case 'amount':
      return fillMessage(m.problems.amount, { decimals })
    case 'receiver':
      return fillMessage(m.problems.receiver, { network: network.name })
    case 'belowMinimum':
      return fillMessage(m.problems.belowMinimum, { amount: native(minimum ?? 0n) })
    case 'overBalance':
      return fillMessage(m.problems.overBalance, { amount: `${formatAmount(token.quantity.numeric)} ${token.symbol}` })
    case 'leavesBelowMinimum':
      return fillMessage(m.problems.leavesBelowMinimum, { amount: native(minimum ?? 0n), network: network.name, most: native(most ?? 0n) })
    case 'insufficientGas':
      return fillMessage(m.problems.insufficientGas, { symbol: network.nativeCurrency.symbol })
  }
}
