import type { Hash, PublicClient, TransactionReceipt } from 'viem'

/** How long a devnet transaction may take to be mined: anvil mines each at once, so this is only a bound for a stuck node. */
const MINED_WITHIN_MS = 60_000
const LOOK_EVERY_MS = 20
/** A transaction still pending after this long is nudged with a block of its own (evm_mine). */
const NUDGE_EVERY_MS = 5_000

/**
 * The receipts of transactions sent to a devnet node, asked for directly until each is there.
 * Not viem's waitForTransactionReceipt, which after a first miss looks again as new blocks come,
 * while an automining node makes no block of its own: a CI run once waited on it until its test
 * timed out (most likely so; not reproduced). A transaction not mined within 60 s fails naming its hash.
 */
export function minedReceipts(client: ReceiptReader, hashes: readonly Hash[]): Promise<TransactionReceipt[]> {
  const deadline = Date.now() + MINED_WITHIN_MS
  return Promise.all(hashes.map((hash) => receiptBy(client, hash, deadline)))
}

/** The receipt of one transaction, as minedReceipts asks for it. */
export function minedReceipt(client: ReceiptReader, hash: Hash): Promise<TransactionReceipt> {
  return receiptBy(client, hash, Date.now() + MINED_WITHIN_MS)
}

type ReceiptReader = Pick<PublicClient, 'getTransactionReceipt' | 'getTransaction' | 'getBlock' | 'request'>

/**
 * Asks for the receipt until it is there. A transaction anvil holds in its pool unmined (seen on a
 * loaded CI machine twice in one day, while starting the devnet's ENS; the cause is not known yet)
 * is nudged with a block every few seconds; one the node does not know is reported at once. A
 * failure says what the node holds of it (nonce, fee, the latest block's base fee), so the next one
 * names its cause.
 */
async function receiptBy(client: ReceiptReader, hash: Hash, deadline: number): Promise<TransactionReceipt> {
  let nudgeAt = Date.now() + NUDGE_EVERY_MS
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
    if (receipt) return receipt
    if (Date.now() > deadline) throw new Error(`The devnet did not mine transaction ${hash} within ${MINED_WITHIN_MS / 1000} s: ${await pendingState(client, hash)}`)
    if (Date.now() > nudgeAt) {
      nudgeAt = Date.now() + NUDGE_EVERY_MS
      const pending = await client.getTransaction({ hash }).catch(() => undefined)
      if (!pending) throw new Error(`The devnet does not know transaction ${hash}: it was dropped from its pool unmined`)
      await (client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>)({ method: 'evm_mine', params: [] }).catch(() => undefined)
    }
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS))
  }
}

/** What the node holds of an unmined transaction: its nonce and fee beside the latest block's base fee. */
async function pendingState(client: ReceiptReader, hash: Hash): Promise<string> {
  const [pending, block] = await Promise.all([client.getTransaction({ hash }).catch(() => undefined), client.getBlock().catch(() => undefined)])
  if (!pending) return 'the node does not know it'
  return `it is pending with nonce ${pending.nonce}, maxFeePerGas ${pending.maxFeePerGas ?? pending.gasPrice} wei, from ${pending.from}; the latest block is ${block?.number} with base fee ${block?.baseFeePerGas} wei`
}
