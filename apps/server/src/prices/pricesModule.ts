import { defineServerModule } from '../kernel/serverModule.ts'
import { chainPriceSources } from './chainPriceSources.ts'
import { createPriceBook, type PriceBook } from './priceBook.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's one price book: balances, fungible prices and the history share its cache and its failure log. */
    prices: PriceBook
  }
}

/** Prices of every served chain's assets, from each chain's price source (fixed numbers or CoinGecko). */
export const pricesModule = defineServerModule({
  name: 'prices',
  provides: ['prices'],
  install: async (app, { settings }) => {
    app.decorate('prices', createPriceBook(chainPriceSources(settings.chains), { log: app.log }))
  },
})
