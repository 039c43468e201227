import { randomUUID } from 'node:crypto'
import type { DevnetCredit } from './devnetCredit.ts'
import { limitProblem, standInQuote, type Listing } from './standInMarket.ts'

/** A purchase a stand-in made: what its transactions API reports. */
export interface StandInPurchase {
  id: string
  partnerUserRef: string
  status: 'success' | 'failed'
  listing: Listing
  amount: string
  walletAddress: string
  txHash: string
  paymentTotal: number
  paymentCurrency: string
  paymentMethod: string
  createdAt: string
  completedAt: string
  failure?: string
}

/** The most purchases a stand-in keeps (a dev session makes a handful). */
const MAX_PURCHASES = 10_000

/**
 * A stand-in's purchases: paying checks the limits, prices the purchase, credits the devnet and
 * files the result (a failed credit too, as a provider files a failed transaction) under the
 * partner's user reference.
 */
export function standInPurchases(credit: DevnetCredit, feeRate: number) {
  const purchases: StandInPurchase[] = []
  return {
    async pay(order: { partnerUserRef: string; listing: Listing; walletAddress: string; paymentAmount: number; paymentCurrency: string; paymentMethod: string }): Promise<StandInPurchase> {
      const problem = limitProblem(order.paymentAmount, order.paymentCurrency, order.paymentMethod)
      if (problem) throw new PaymentRefused(problem)
      const quote = standInQuote(order.listing, order.paymentAmount, order.paymentCurrency, feeRate)
      if (!quote || Number(quote.purchase) <= 0) throw new PaymentRefused(`${order.paymentAmount} ${order.paymentCurrency} buys no ${order.listing.symbol}`)
      const createdAt = new Date().toISOString()
      const purchase: StandInPurchase = {
        id: randomUUID(),
        partnerUserRef: order.partnerUserRef,
        status: 'success',
        listing: order.listing,
        amount: quote.purchase,
        walletAddress: order.walletAddress,
        txHash: '',
        paymentTotal: quote.total,
        paymentCurrency: order.paymentCurrency,
        paymentMethod: order.paymentMethod,
        createdAt,
        completedAt: createdAt,
      }
      try {
        purchase.txHash = await credit.credit(order.listing, order.walletAddress, quote.purchase)
      } catch (error) {
        purchase.status = 'failed'
        purchase.failure = error instanceof Error ? error.message : String(error)
      }
      purchase.completedAt = new Date().toISOString()
      if (purchases.length >= MAX_PURCHASES) purchases.shift()
      purchases.push(purchase)
      return purchase
    },
    /** Newest first. */
    of(partnerUserRef: string): StandInPurchase[] {
      return purchases.filter((purchase) => purchase.partnerUserRef === partnerUserRef).reverse()
    },
  }
}

export type StandInPurchases = ReturnType<typeof standInPurchases>

/** A payment the stand-in refuses before charging: the amount is outside the limits, or buys nothing. */
export class PaymentRefused extends Error {
  override name = 'PaymentRefused'
}
