import type { Hash, PublicClient, TransactionReceipt } from 'viem'

/** How long a devnet transaction may take to be mined: anvil mines each at once, so this is only a bound for a stuck node. */
const MINED_WITHIN_MS = 60_000
const LOOK_EVERY_MS = 20

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

type ReceiptReader = Pick<PublicClient, 'getTransactionReceipt'>

async function receiptBy(client: ReceiptReader, hash: Hash, deadline: number): Promise<TransactionReceipt> {
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
    if (receipt) return receipt
    if (Date.now() > deadline) throw new Error(`The devnet did not mine transaction ${hash} within ${MINED_WITHIN_MS / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS))
  }
}
