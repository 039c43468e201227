import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { regtestBcoin } from '../bcoinRegtest.ts'
import { TransactionRefused, type BitcoinChain } from '../bitcoinChain.ts'
import { addressStats, addressTxs, addressUtxos, isRegtestAddress } from './esploraAddress.ts'
import { esploraStatus, esploraTx } from './esploraTx.ts'

/** A transaction body larger than this is refused (a standard transaction is at most 400,000 weight units: 800 KB of hex at most). */
export const MAX_TX_BODY_BYTES = 1024 * 1024

export interface EsploraServer {
  /** The API's base URL, as an Esplora server's (`http://127.0.0.1:3002`, where mempool.space's is `https://mempool.space/api`). */
  url: string
  close(): Promise<void>
}

type Answer = { status: number; json: unknown } | { status: number; text: string }
const text = (status: number, body: string): Answer => ({ status, text: body })
const json = (body: unknown): Answer => ({ status: 200, json: body })

const TXID = /^[0-9a-f]{64}$/

/**
 * The chain's Esplora front: the part of Blockstream's Esplora HTTP API a wallet and Foyer's server
 * read (addresses, their UTXOs and transactions, transactions and their status, broadcast, the tip
 * and fee estimates), with Esplora's paths, field names, types and error texts, so production
 * points at mempool.space, Blockstream's or an own electrs by URL alone. Any origin may call it, as
 * those servers allow.
 */
export async function startEsploraServer(chain: BitcoinChain, options: { host: string; port: number; feeRates: Record<string, number> }): Promise<EsploraServer> {
  const server = createServer((request, response) => {
    answer(chain, options.feeRates, request)
      .catch((error: unknown) => text(500, `Internal error: ${error instanceof Error ? error.message : String(error)}`))
      .then((result) => write(response, result))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = options.host.includes(':') ? `[${options.host}]` : options.host
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function answer(chain: BitcoinChain, feeRates: Record<string, number>, request: IncomingMessage): Promise<Answer> {
  const { node } = chain
  const path = new URL(request.url ?? '/', 'http://esplora').pathname
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent)
  if (request.method === 'OPTIONS') return text(204, '')
  if (request.method === 'POST') {
    if (path !== '/tx') return text(404, 'Not found')
    return broadcast(chain, request)
  }
  if (request.method !== 'GET') return text(405, 'Method not allowed')

  const [first, second, third, fourth] = parts
  if (first === 'blocks' && second === 'tip' && parts.length === 3) {
    if (third === 'height') return text(200, String(chain.height))
    if (third === 'hash') return text(200, node.chain.tip.rhash())
  }
  if (first === 'block-height' && parts.length === 2) {
    const entry = /^\d+$/.test(second!) ? await node.chain.getEntry(Number(second)) : null
    return entry ? text(200, entry.rhash()) : text(404, 'Block not found')
  }
  if (first === 'fee-estimates' && parts.length === 1) return json(feeRates)

  if (first === 'address' && second !== undefined) {
    if (!isRegtestAddress(second)) return text(400, 'Invalid Bitcoin address')
    if (parts.length === 2) return json(await addressStats(node, second))
    if (third === 'utxo' && parts.length === 3) return json(await addressUtxos(node, second))
    if (third === 'txs') {
      if (parts.length === 3) return json(await addressTxs(node, second))
      if (fourth === 'mempool' && parts.length === 4) return json(await addressTxs(node, second, { only: 'mempool' }))
      if (fourth === 'chain' && parts.length === 4) return json(await addressTxs(node, second, { only: 'chain' }))
      if (fourth === 'chain' && parts.length === 5) {
        if (!TXID.test(parts[4]!)) return text(400, 'Invalid hex string')
        return json(await addressTxs(node, second, { afterTxid: parts[4] }))
      }
    }
  }

  if (first === 'tx' && second !== undefined && parts.length <= 3) {
    if (!TXID.test(second)) return text(400, 'Invalid hex string')
    const meta = await node.getMeta(regtestBcoin().util.revHex(second))
    if (!meta) return text(404, 'Transaction not found')
    if (parts.length === 2) return json(await esploraTx(node, meta))
    if (third === 'status') return json(await esploraStatus(node, meta))
    if (third === 'hex') return text(200, meta.tx.toRaw().toString('hex'))
  }
  return text(404, 'Not found')
}

/** `POST /tx`: the body is the transaction's hex; the answer its txid, or the node's refusal as bitcoind words it. */
async function broadcast(chain: BitcoinChain, request: IncomingMessage): Promise<Answer> {
  const body = await readBody(request)
  if (body === undefined) return text(413, 'Payload too large')
  const hex = body.trim()
  if (!/^([0-9a-fA-F]{2})+$/.test(hex)) return text(400, 'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}')
  try {
    return text(200, await chain.submit(Buffer.from(hex, 'hex')))
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error
    return text(400, `sendrawtransaction RPC error: ${JSON.stringify({ code: rpcCodeOf(error.reason), message: error.reason })}`)
  }
}

/** bitcoind's error code for a refusal: -22 undecodable, -25 missing or spent inputs, -27 already known, -26 any other rule. */
function rpcCodeOf(reason: string): number {
  if (reason.startsWith('TX decode failed')) return -22
  if (/missingorspent|inputs-missing|inputs-spent/.test(reason)) return -25
  if (/already|txn-already/.test(reason)) return -27
  return -26
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_TX_BODY_BYTES) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function write(response: ServerResponse, result: Answer): void {
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
  response.setHeader('access-control-allow-headers', 'content-type')
  if ('json' in result) {
    response.writeHead(result.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(result.json))
  } else {
    response.writeHead(result.status, { 'content-type': 'text/plain' })
    response.end(result.text)
  }
}
