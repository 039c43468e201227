/**
 * The devnet's receipt wait (src/minedReceipts.ts) against a real anvil: a transaction the node
 * holds in its pool without mining it is nudged into a block, and a hash the node does not know
 * fails at once, saying so.
 */
import { createPublicClient, createWalletClient, http, type Hash } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startAnvil, type AnvilProcess } from '../src/anvil.ts'
import { DEV_MNEMONIC, deriveDevAccounts } from '../src/devAccounts.ts'
import { minedReceipt } from '../src/minedReceipts.ts'

let anvil: AnvilProcess
beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31999, mnemonic: DEV_MNEMONIC, accounts: 2 })
})
afterAll(() => anvil?.stop())

const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })

it('a transaction waiting in the pool unmined is nudged into a block', async () => {
  const [sender, receiver] = deriveDevAccounts()
  const request = client().request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  // The node stops mining by itself: the transaction stays in its pool.
  await request({ method: 'evm_setAutomine', params: [false] })
  try {
    const wallet = createWalletClient({ account: sender!.address, transport: http(anvil.rpcUrl) })
    const hash = await wallet.sendTransaction({ to: receiver!.address, value: 1n, chain: null })
    expect(
      await client()
        .getTransactionReceipt({ hash })
        .catch(() => undefined),
    ).toBeUndefined()
    const receipt = await minedReceipt(client(), hash)
    expect(receipt.status).toBe('success')
  } finally {
    await request({ method: 'evm_setAutomine', params: [true] })
  }
})

it('a transaction the node does not know fails at once, saying it was dropped', async () => {
  const unknown = `0x${'ab'.repeat(32)}` as Hash
  await expect(minedReceipt(client(), unknown)).rejects.toThrow(`The devnet does not know transaction ${unknown}: it was dropped from its pool unmined`)
})
