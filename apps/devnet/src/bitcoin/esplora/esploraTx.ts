import type { FullNode, TX, TXMeta } from 'bcoin'
import { regtestBcoin } from '../bcoinRegtest.ts'
import { esploraScriptPubkey, scriptAsm, type EsploraScriptPubkey } from './esploraScript.ts'

/** Where a transaction is: in a block (its height, hash and time) or still in the mempool. */
export type EsploraStatus = { confirmed: true; block_height: number; block_hash: string; block_time: number } | { confirmed: false }

export interface EsploraTx {
  txid: string
  version: number
  locktime: number
  vin: EsploraVin[]
  vout: (EsploraScriptPubkey & { value: number })[]
  size: number
  weight: number
  fee: number
  status: EsploraStatus
}

export interface EsploraVin {
  txid: string
  vout: number
  prevout: (EsploraScriptPubkey & { value: number }) | null
  scriptsig: string
  scriptsig_asm: string
  witness?: string[]
  is_coinbase: boolean
  sequence: number
}

const COINBASE_TXID = '0'.repeat(64)

/** The transaction as Esplora's `/tx/:txid` answers it: inputs with the outputs they spend, its fee and status. */
export async function esploraTx(node: FullNode, meta: TXMeta): Promise<EsploraTx> {
  const { tx } = meta
  const vin = await Promise.all(tx.inputs.map((input) => esploraVin(node, input)))
  const vout = tx.outputs.map((output) => ({ ...esploraScriptPubkey(output.script), value: output.value }))
  const spent = vin.reduce((sum, input) => sum + (input.prevout?.value ?? 0), 0)
  const paid = vout.reduce((sum, output) => sum + output.value, 0)
  return {
    txid: tx.txid(),
    version: tx.version,
    locktime: tx.locktime,
    vin,
    vout,
    size: tx.getSize(),
    weight: tx.getWeight(),
    fee: tx.isCoinbase() ? 0 : spent - paid,
    status: await esploraStatus(node, meta),
  }
}

/** Confirmed in a block, or not yet. */
export async function esploraStatus(node: FullNode, meta: TXMeta): Promise<EsploraStatus> {
  if (meta.height < 0 || !meta.block) return { confirmed: false }
  const entry = await node.chain.getEntry(meta.block)
  return { confirmed: true, block_height: meta.height, block_hash: regtestBcoin().util.revHex(meta.block), block_time: entry?.time ?? meta.time }
}

async function esploraVin(node: FullNode, input: TX['inputs'][number]): Promise<EsploraVin> {
  const coinbase = input.isCoinbase()
  const previous = coinbase ? null : await node.getMeta(input.prevout.hash)
  const output = previous?.tx.outputs[input.prevout.index]
  return {
    txid: coinbase ? COINBASE_TXID : regtestBcoin().util.revHex(input.prevout.hash),
    vout: coinbase ? 0xffffffff : input.prevout.index,
    prevout: output ? { ...esploraScriptPubkey(output.script), value: output.value } : null,
    scriptsig: input.script.toRaw().toString('hex'),
    scriptsig_asm: scriptAsm(input.script),
    ...(input.witness.items.length > 0 && { witness: input.witness.items.map((item) => item.toString('hex')) }),
    is_coinbase: coinbase,
    sequence: input.sequence,
  }
}
