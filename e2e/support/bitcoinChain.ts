import { deriveBitcoinDevAccounts } from '@foyer/devnet'
import { bech32, hex } from '@scure/base'
import { Address, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'

/** The shared stack's Bitcoin chain, through its Esplora front (the devnet's regtest node). */
const esplora = () => inject('webConfig').bitcoin!.esploraUrl

interface EsploraStats {
  funded_txo_sum: number
  spent_txo_sum: number
}

/** An address's satoshis on the node, the mempool's included, as Esplora's `/address/:a` counts them. */
export async function satsOf(address: string): Promise<bigint> {
  const { chain_stats: chain, mempool_stats: mempool } = (await (await fetch(`${esplora()}/address/${address}`)).json()) as { chain_stats: EsploraStats; mempool_stats: EsploraStats }
  return BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum)
}

/** An address's unspent outputs on the node: their values in satoshis and whether each is in a block. */
export async function utxosOf(address: string): Promise<{ txid: string; vout: number; value: bigint; confirmed: boolean }[]> {
  const list = (await (await fetch(`${esplora()}/address/${address}/utxo`)).json()) as { txid: string; vout: number; value: number; status: { confirmed: boolean } }[]
  return list.map((utxo) => ({ txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value), confirmed: utxo.status.confirmed }))
}

/** A transaction as the node has it: its fee and outputs (address and satoshis). */
export async function transactionOf(txid: string): Promise<{ fee: bigint; outputs: { address: string; value: bigint }[] }> {
  const tx = (await (await fetch(`${esplora()}/tx/${txid}`)).json()) as { fee: number; vout: { scriptpubkey_address: string; value: number }[] }
  return { fee: BigInt(tx.fee), outputs: tx.vout.map((out) => ({ address: out.scriptpubkey_address, value: BigInt(out.value) })) }
}

/** A regtest P2WPKH address nobody has paid: a random key hash. */
export function freshRegtestAddress(): string {
  return bech32.encode('bcrt', [0, ...bech32.toWords(randomBytes(20))])
}

/** The satoshis of a text that starts with an amount in BTC, as the review writes fee and change: '0.0000141 BTC$0.85' → 1410n. */
export function satsInBtcText(text: string | null): bigint {
  const amount = /^([\d.]+) BTC/.exec(text ?? '')
  if (!amount) throw new Error(`no BTC amount at the start of ${JSON.stringify(text)}`)
  return BigInt(Math.round(Number(amount[1]) * 1e8))
}

/** Satoshis as BTC with every digit, as the review writes them: 10_000_000n → '0.1'. */
export function btc(sats: bigint): string {
  return `${sats / 100_000_000n}.${String(sats % 100_000_000n).padStart(8, '0')}`.replace(/\.?0+$/, '')
}

const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' }

/**
 * Pays `sats` to `to` from devnet account `index`'s coins (the devnet mnemonic's BIP-84 key, funded
 * at start), change back to it, signed here and broadcast through the Esplora front as any wallet's
 * transaction; answers the txid (in the mempool until the block clock's next block).
 */
export async function payFromDevAccount(index: number, to: string, sats: bigint): Promise<string> {
  const account = deriveBitcoinDevAccounts()[index]!
  const utxos = await utxosOf(account.address)
  const script = OutScript.encode(Address(REGTEST).decode(account.address))
  const transaction = new Transaction()
  let total = 0n
  for (const utxo of utxos) {
    transaction.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: utxo.value } })
    total += utxo.value
  }
  const fee = 2_000n
  transaction.addOutputAddress(to, sats, REGTEST)
  transaction.addOutputAddress(account.address, total - sats - fee, REGTEST)
  transaction.sign(hex.decode(account.privateKey))
  transaction.finalize()
  const answer = await fetch(`${esplora()}/tx`, { method: 'POST', body: transaction.hex })
  const text = await answer.text()
  if (!answer.ok) throw new Error(`the Esplora front refused the dev account's payment: ${answer.status} ${text}`)
  return text.trim()
}
