/** Foyer's SIWX messenger: a single-use nonce from the Foyer server, the page's domain and URI, an expiry (7 days unless the host says). */
import { createSiwxApi } from '../api/siwxApi.ts'
import type { FoyerContext } from '../context.ts'
import { createSiwxMessage, siwxFormatOf } from './siwxFormats.ts'
import type { SiwxMessenger } from '../siwxTypes.ts'
import { requireServer } from '../serverRequired.ts'

/** How long a session lasts unless the host says (`siwx.sessionSeconds`): 7 days. */
export const DEFAULT_SESSION_SECONDS = 7 * 24 * 60 * 60

export function foyerMessenger(ctx: FoyerContext, sessionSeconds = DEFAULT_SESSION_SECONDS): SiwxMessenger {
  return {
    async createMessage(input) {
      const page = pageAddress(ctx)
      const format = await siwxFormatOf(ctx, input.chainId)
      const { nonce } = await createSiwxApi(requireServer(ctx, "Foyer's sign-in").http).nonce()
      const issuedAt = new Date()
      return createSiwxMessage(format, {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain: page.host,
        uri: page.href,
        version: '1',
        nonce,
        issuedAt: issuedAt.toISOString(),
        expirationTime: new Date(issuedAt.getTime() + sessionSeconds * 1000).toISOString(),
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
