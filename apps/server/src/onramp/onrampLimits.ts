import { badRequest } from '../kernel/http/httpError.ts'
import type { Catalogue, CataloguePayment } from './onrampCatalogue.ts'
import type { PaymentMethodLimit } from './onrampProvider.ts'
import { methodInWords } from './paymentMethods.ts'

/**
 * The payment currency and method a purchase uses, with the amount checked against the method's
 * limits in that currency (the providers' own, else spec §9's): a 400 that says the range, like
 * "The amount must be between 10 and 7500 USD for card payments".
 */
export function checkedPayment(catalogue: Catalogue, currency: string, method: string, amount: string | undefined): { payment: CataloguePayment; limit: PaymentMethodLimit } {
  const payment = catalogue.paymentCurrencies.find((candidate) => candidate.id === currency)
  if (!payment) throw badRequest(`body.paymentCurrency is ${currency}, which no onramp provider takes (it takes ${catalogue.paymentCurrencies.map((c) => c.id).join(', ')})`)
  const limit = payment.limits.find((candidate) => candidate.id === method)
  if (!limit) throw badRequest(`body.paymentMethod is ${method}, which is not offered for ${currency} (offered: ${payment.limits.map((l) => l.id).join(', ')})`)
  if (amount !== undefined && (Number(amount) < Number(limit.min) || Number(amount) > Number(limit.max))) {
    throw badRequest(`The amount must be between ${plain(limit.min)} and ${plain(limit.max)} ${currency} for ${methodInWords(method)} payments`)
  }
  return { payment, limit }
}

/** "10.00" reads as 10, "9.5" as 9.5. */
function plain(amount: string): string {
  return String(Number(amount))
}
