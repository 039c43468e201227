/** Foyer's SIWX messenger: a single-use nonce from the Foyer server, the page's domain and URI. */
import { createSiwxApi } from '../api/siwxApi.ts'
import type { FoyerContext } from '../context.ts'
import { createSiwxMessage } from './siwxFormats.ts'
import type { SiwxMessenger } from './siwxTypes.ts'

export function foyerMessenger(ctx: FoyerContext): SiwxMessenger {
  return {
    async createMessage(input) {
      const page = pageAddress(ctx)
      const { nonce } = await createSiwxApi(ctx.api.http).nonce()
      return createSiwxMessage({
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain: page.host,
        uri: page.href,
        version: '1',
        nonce,
        issuedAt: new Date().toISOString(),
        ...(input.notBefore && { notBefore: input.notBefore }),
      })
    },
  }
}

/** The page the visitor signs in to: the browser's, else (a test, a server) the host's metadata.url. */
function pageAddress(ctx: FoyerContext): URL {
  const href = typeof location === 'undefined' ? ctx.options.metadata?.url : location.href
  // A host's setup mistake, worded where it is made as the options' are.
  if (!href) throw new TypeError('Foyer siwx: outside a browser, the message needs metadata.url')
  return new URL(href)
}
