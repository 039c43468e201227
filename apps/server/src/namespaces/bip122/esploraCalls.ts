import { HttpError } from '../../kernel/http/httpError.ts'
import { UpstreamsUnavailableError } from '../../rpc/upstreams.ts'
import type { BitcoinChainConfig } from './bitcoinChainConfig.ts'
import { EsploraRefusal, type EsploraApi } from './esploraApi.ts'

/**
 * Broadcasts a signed transaction (hex) through the network's Esplora servers: its txid, or a 400
 * with the network's refusal in the node's words ("dust", "bad-txns-inputs-missingorspent"), or a
 * 503 where no server answers. The modal's send route and the embedded wallet's signPsbt both send here.
 */
export async function broadcastTransaction(chain: BitcoinChainConfig, api: EsploraApi, hex: string): Promise<string> {
  try {
    const txid = await unavailableAs503(chain, () => api.postText('/tx', hex))
    return txid.trim()
  } catch (error) {
    if (error instanceof EsploraRefusal && error.status === 400) throw new HttpError(400, `The network refused the transaction: ${refusalWords(error.text)}`)
    throw error
  }
}

/** No Esplora server answered: a 503 naming the network, never its URLs (they may carry keys). */
export async function unavailableAs503<T>(chain: BitcoinChainConfig, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (!(error instanceof UpstreamsUnavailableError)) throw error
    throw new HttpError(503, `The Esplora servers of ${chain.caipNetworkId} (${chain.name}) cannot be reached; try again shortly.`, { cause: error })
  }
}

/** The node's words in Esplora's `sendrawtransaction RPC error: {"code":-26,"message":"dust"}`, else the text as it came (capped). */
function refusalWords(text: string): string {
  const json = /\{.*\}/s.exec(text)?.[0]
  if (json) {
    try {
      const { message } = JSON.parse(json) as { message?: unknown }
      if (typeof message === 'string' && message.length > 0) return message.slice(0, 200)
    } catch {
      // Not the JSON Esplora wraps bitcoind's error in: the text as it came.
    }
  }
  return text.slice(0, 200)
}
