import { randomBytes } from 'node:crypto'
import type { Coin, FullNode, TX } from 'bcoin'
import { regtestBcoin } from './bcoinRegtest.ts'
import type { BitcoinDevAccount } from './bitcoinDevKeys.ts'

/** Segwit activates on regtest at height 432; 100 more blocks let the first coinbases be spent. */
const SEGWIT_HEIGHT = 432
const COINBASE_MATURITY = 100
export const SATS_PER_BTC = 100_000_000

/** Why the node refused a transaction, in its words (`dust`, `bad-txns-inputs-spent`, …). */
export class TransactionRefused extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

/**
 * A real Bitcoin full node (bcoin) in this process on regtest: no peers, blocks mined here. It
 * checks every transaction as a node does (scripts, signatures, double spends, standardness) and
 * indexes transactions and addresses, which the Esplora front reads.
 */
export class BitcoinChain {
  private timer: ReturnType<typeof setInterval> | undefined
  private mining: Promise<unknown> = Promise.resolve()

  private constructor(
    readonly node: FullNode,
    private readonly miner: BitcoinDevAccount,
  ) {}

  /** Opens the node, mines past segwit's activation and coinbase maturity, and pays each account its start. */
  static async open(miner: BitcoinDevAccount, fund: { accounts: BitcoinDevAccount[]; sats: number }): Promise<BitcoinChain> {
    const bcoin = regtestBcoin()
    const node = new bcoin.FullNode({
      network: 'regtest',
      memory: true,
      workers: false,
      // No peers: this node neither listens nor connects. Its own REST API listens on loopback at a
      // port of its choosing, behind a random key; nothing here uses it.
      listen: false,
      httpHost: '127.0.0.1',
      httpPort: 0,
      apiKey: randomBytes(16).toString('hex'),
      indexTX: true,
      indexAddress: true,
      logLevel: 'error',
    })
    await node.ensure()
    await node.open()
    const chain = new BitcoinChain(node, miner)
    try {
      await chain.mine(SEGWIT_HEIGHT + COINBASE_MATURITY)
      if (fund.accounts.length > 0) await chain.fund(fund.accounts, fund.sats)
      return chain
    } catch (error) {
      await node.close()
      throw error
    }
  }

  get height(): number {
    return this.node.chain.height
  }

  /** Mines `count` blocks to the miner, with what the mempool holds; one mining at a time. */
  mine(count = 1): Promise<string[]> {
    const mined = this.mining.then(() => this.node.rpc.generateToAddress([count, this.miner.address]))
    this.mining = mined.catch(() => undefined)
    return mined
  }

  /** Mines a block every `intervalMs`, so a transaction confirms without anyone asking. */
  startBlockClock(intervalMs: number): void {
    this.stopBlockClock()
    this.timer = setInterval(() => void this.mine().catch(() => undefined), intervalMs)
    this.timer.unref()
  }

  stopBlockClock(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }

  /** Takes a signed transaction into the mempool, or says why the node refuses it. Answers its txid. */
  async submit(raw: Buffer): Promise<string> {
    const { TX } = regtestBcoin()
    let tx: TX
    try {
      tx = TX.fromRaw(raw)
    } catch (error) {
      throw new TransactionRefused(`TX decode failed (${error instanceof Error ? error.message : String(error)})`)
    }
    try {
      await this.node.mempool.addTX(tx)
    } catch (error) {
      const reason = (error as { reason?: unknown }).reason
      throw new TransactionRefused(typeof reason === 'string' ? reason : error instanceof Error ? error.message : String(error))
    }
    return tx.txid()
  }

  /** Pays `sats` to `to` from the account's spendable coins at 2 sat/vB, change back to it, signed with its key: a wallet's payment. */
  async pay(from: BitcoinDevAccount, to: string, sats: number): Promise<string> {
    return this.payMany(from, [{ address: to, sats }])
  }

  private async payMany(from: BitcoinDevAccount, outputs: { address: string; sats: number }[]): Promise<string> {
    const { MTX, KeyRing } = regtestBcoin()
    const tip = this.height
    const coins = (await this.node.getCoinsByAddress(from.address)).filter((coin: Coin) => !coin.coinbase || tip - coin.height + 1 > COINBASE_MATURITY)
    const payment = new MTX()
    for (const output of outputs) payment.addOutput(output.address, output.sats)
    await payment.fund(coins, { changeAddress: from.address, rate: 2_000 })
    const key = KeyRing.fromPrivate(Buffer.from(from.privateKey, 'hex'), true)
    key.witness = true
    payment.sign(key)
    return this.submit(payment.toTX().toRaw())
  }

  /** Pays every account `sats` from the miner's mature coinbases in one transaction, and mines it. */
  private async fund(accounts: BitcoinDevAccount[], sats: number): Promise<void> {
    await this.payMany(
      this.miner,
      accounts.map((account) => ({ address: account.address, sats })),
    )
    await this.mine(1)
  }

  async close(): Promise<void> {
    this.stopBlockClock()
    await this.mining
    await this.node.close()
  }
}
