/**
 * Payment methods in Foyer's words (lowercase, as the options' payment_method_limits name them)
 * and in each provider's. Coinbase says ACH_BANK_ACCOUNT where the spec says bank account (§9).
 */

const FROM_PROVIDER: Record<string, string> = {
  ACH_BANK_ACCOUNT: 'bank_account',
  CREDIT_DEBIT_CARD: 'card',
  ACH: 'bank_account',
}
const TO_COINBASE: Record<string, string> = { bank_account: 'ACH_BANK_ACCOUNT' }
const TO_MELD: Record<string, string> = { card: 'CREDIT_DEBIT_CARD', bank_account: 'ACH' }

export function fromProviderMethod(id: string): string {
  return FROM_PROVIDER[id.toUpperCase()] ?? id.toLowerCase()
}

export function toCoinbaseMethod(method: string): string {
  return TO_COINBASE[method] ?? method.toUpperCase()
}

export function toMeldMethod(method: string): string {
  return TO_MELD[method] ?? method.toUpperCase()
}

/** How a method reads in a sentence: "card", "bank account". */
export function methodInWords(method: string): string {
  return method.replace(/_/g, ' ')
}
