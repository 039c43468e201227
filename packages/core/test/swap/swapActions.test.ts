import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createConvertApi } from '../../src/api/convertApi.ts'
import { createHttpClient } from '../../src/api/http.ts'
import { SNACKBARS } from '../../src/errors.ts'
import { makeSwap, previewSwap, SwapError, swapsServedOn, swapTokens, type SwapOrder } from '../../src/swap/swapActions.ts'
import { swapsServed } from '../../src/swap/swapsServed.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { NATIVE, ROUTER, USDC } from '../fixtures/fakeConvert.ts'
import { createTestFoyer, settleClients } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet, optimism } from '../fixtures/networks.ts'
import { createTestWallet, type TestWalletOptions } from '../fixtures/testWallet.ts'

const ETH = 10n ** 18n

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(() => settleClients())
beforeEach(() => {
  api.reset()
  api.supportedChains = [mainnet.caipNetworkId]
})

/** A client connected on eip155:1 whose node is the fake API's /chain-rpc (approvals mined at once unless a test says otherwise). */
async function connected(answer?: TestWalletOptions['answer']) {
  const node = { ...mainnet, rpcUrls: { default: { http: [`${api.url}/chain-rpc`] } } }
  api.chainRpc = (call) => (call.method === 'eth_getTransactionReceipt' ? { status: '0x1' } : call.method === 'eth_estimateGas' ? '0xb411' : call.method === 'eth_gasPrice' ? '0x3b9aca00' : null)
  const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1, ...(answer && { answer }) })
  const { client } = createTestFoyer(api, { wallets: [wallet], networks: [node, optimism] })
  await client.connect(wallet)
  const [eth, usdc] = await swapTokens(client.ctx, 'eip155:1')
  const order = (over: Partial<SwapOrder> = {}): SwapOrder => ({ network: node, account: EVM_ADDRESS, from: eth!, to: usdc!, amount: ETH / 10n, slippage: 1, ...over })
  const sent = () =>
    wallet.calls
      .filter((call) => call.method === 'rpc' && (call.args[0] as { method: string }).method === 'eth_sendTransaction')
      .map((call) => (call.args[0] as { params: [Record<string, string>] }).params[0])
  return { client, wallet, order, sent, eth: eth!, usdc: usdc! }
}

describe('the convert API client (spec §7 /v1/convert/…)', () => {
  const convertApi = () => createConvertApi(createHttpClient(api.url, { projectId: 'swaps' }))

  it('asks with the project id and the server’s parameter names, and reads amounts as bigints', async () => {
    await expect(convertApi().tokens('eip155:1')).resolves.toMatchObject([
      { symbol: 'ETH', decimals: 18 },
      { symbol: 'USDC', decimals: 6 },
    ])
    await expect(convertApi().quote({ amount: ETH, userAddress: EVM_ADDRESS, from: `eip155:1:${NATIVE}`, to: `eip155:1:${USDC}` })).resolves.toBe(3_000_000_000n)
    expect(api.requestsTo('/v1/convert/quotes')[0]?.query).toEqual({
      projectId: 'swaps',
      amount: ETH.toString(),
      userAddress: EVM_ADDRESS,
      from: `eip155:1:${NATIVE}`,
      to: `eip155:1:${USDC}`,
      gasPrice: '0',
    })
    api.convert.allowances.set(USDC.toLowerCase(), 5n)
    await expect(convertApi().allowance(`eip155:1:${USDC}`, EVM_ADDRESS)).resolves.toBe(5n)
    await expect(convertApi().gasPrice('eip155:1')).resolves.toBe(1_000_000_000n)
    const swap = await convertApi().buildTransaction({ amount: ETH, userAddress: EVM_ADDRESS, from: `eip155:1:${NATIVE}`, to: `eip155:1:${USDC}`, slippage: 0.5 })
    expect(swap).toEqual({ to: ROUTER, data: '0x7ff36ab5', value: ETH, amount: 3_000_000_000n, gas: 150_000n, gasPrice: 1_000_000_000n })
    expect(api.requestsTo('/v1/convert/build-transaction')[0]?.body).toEqual({ amount: ETH.toString(), from: `eip155:1:${NATIVE}`, to: `eip155:1:${USDC}`, userAddress: EVM_ADDRESS, slippage: 0.5 })
  })

  it('refuses an answer of another shape (zod at the boundary), and passes the server’s refusals on with their status', async () => {
    api.convert.tokens = [{ name: 'Bad', symbol: 'BAD', address: 'not-caip', decimals: 6, logoUri: '', eip2612: false }]
    await expect(convertApi().tokens('eip155:1')).rejects.toThrow()
    api.convert.quote = () => -1n
    await expect(convertApi().quote({ amount: 1n, userAddress: EVM_ADDRESS, from: `eip155:1:${NATIVE}`, to: `eip155:1:${USDC}` })).rejects.toThrow()
    await expect(convertApi().tokens('eip155:10')).rejects.toMatchObject({ status: 400 })
  })
})

describe('swaps', () => {
  it('are served where the server lists the network’s tokens; not on another network, nor another namespace, nor for a host that turned them off', async () => {
    const { client } = await connected()
    await expect(swapsServedOn(client.ctx, 'eip155:1')).resolves.toBe(true)
    await expect(swapsServedOn(client.ctx, 'eip155:10')).resolves.toBe(false)
    await expect(swapsServed(client.ctx, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).resolves.toBe(false)
    const off = createTestFoyer(api, { features: { swaps: false } }).client
    await expect(swapsServed(off.ctx, 'eip155:1')).resolves.toBe(false)
    expect(api.requestsTo('/v1/convert/tokens').map((request) => request.query.chainId)).toEqual(['eip155:1', 'eip155:10'])
  })

  it('a preview of ETH sold needs no approval; its fee is the provider’s gas estimate at the gas price, and a large amount’s price impact shows', async () => {
    const { client, order } = await connected()
    const preview = await previewSwap(client.ctx, order())
    expect(preview).toEqual({ toAmount: 300_000_000n, approval: false, priceImpact: 0, fee: 150_000n * 1_000_000_000n })
    // A pool of 100 ETH / 300,000 USDC: 10 ETH move the price by about 9 %.
    api.convert.quote = (amount) => (300_000_000_000n * amount) / (100n * ETH + amount)
    const large = await previewSwap(client.ctx, order({ amount: 10n * ETH }))
    expect(large.priceImpact).toBeGreaterThan(9)
  })

  it('a preview of a token whose allowance is short needs the approval: its fee adds the approval’s gas to the swap’s unestimated bound', async () => {
    const { client, order, eth, usdc } = await connected()
    const preview = await previewSwap(client.ctx, order({ from: usdc, to: eth, amount: 3_000_000_000n }))
    expect(preview.approval).toBe(true)
    expect(preview.toAmount).toBe(ETH)
    expect(preview.fee).toBe(0xb411n * 1_000_000_000n + 300_000n * 1_000_000_000n)
    api.convert.allowances.set(USDC.toLowerCase(), 3_000_000_000n)
    expect((await previewSwap(client.ctx, order({ from: usdc, to: eth, amount: 3_000_000_000n }))).approval).toBe(false)
  })

  it('selling ETH sends one transaction, the router call with the amount as its value, through the client’s path: pending in Activity, "Transaction started"', async () => {
    const { client, order, sent } = await connected()
    const steps: string[] = []
    const hash = await makeSwap(client.ctx, { ...order(), reviewed: 300_000_000n }, { onStep: (step) => steps.push(step) })
    expect(steps).toEqual(['swapping'])
    expect(sent()).toEqual([{ from: EVM_ADDRESS, to: ROUTER, value: `0x${(ETH / 10n).toString(16)}`, data: '0x7ff36ab5' }])
    expect(client.ctx.activity.get().pending.map((pending) => pending.hash)).toContain(hash)
    expect(client.ctx.snackbar.get()).toMatchObject({ variant: 'success', message: SNACKBARS.TRANSACTION_STARTED })
  })

  it('selling a token with a short allowance approves exactly the amount first, waits until the approval is mined, then swaps', async () => {
    const { client, order, sent, eth, usdc } = await connected()
    // The approval takes effect once mined: the server's allowance grows when the node says so.
    api.chainRpc = (call) => {
      if (call.method !== 'eth_getTransactionReceipt') return null
      api.convert.allowances.set(USDC.toLowerCase(), 3_000_000_000n)
      return { status: '0x1' }
    }
    const steps: string[] = []
    await makeSwap(client.ctx, { ...order({ from: usdc, to: eth, amount: 3_000_000_000n }), reviewed: ETH }, { onStep: (step) => steps.push(step) })
    expect(steps).toEqual(['approving', 'swapping'])
    const [approve, swap] = sent()
    expect(approve).toEqual({ from: EVM_ADDRESS, to: USDC.toLowerCase(), data: `0x095ea7b3${ROUTER.slice(2).padStart(64, '0')}${3_000_000_000n.toString(16).padStart(64, '0')}` })
    expect(swap).toMatchObject({ to: ROUTER, data: '0x7ff36ab5' })
    const receiptAsks = api.requestsTo('/chain-rpc').filter((request) => (request.body as { method: string }).method === 'eth_getTransactionReceipt')
    expect(receiptAsks.length).toBeGreaterThan(0)
  })

  it("a leftover allowance too small for the amount goes to zero first when the token will not change it (the node will not simulate the approval, as USDT's), then the amount is approved", async () => {
    const { client, order, sent, eth, usdc } = await connected()
    api.convert.allowances.set(USDC.toLowerCase(), 1_000n)
    api.chainRpc = (call) => {
      // No gas estimate: the node says the approval would revert.
      if (call.method !== 'eth_getTransactionReceipt') return null
      // Mined in order: the reset (allowance 0), then the approval of the amount.
      const approvals = sent().filter((transaction) => transaction.data?.startsWith('0x095ea7b3'))
      api.convert.allowances.set(USDC.toLowerCase(), approvals.length === 1 ? 0n : 3_000_000_000n)
      return { status: '0x1' }
    }
    await makeSwap(client.ctx, { ...order({ from: usdc, to: eth, amount: 3_000_000_000n }), reviewed: ETH })
    const spender = ROUTER.slice(2).padStart(64, '0')
    expect(sent().map((transaction) => transaction.data)).toEqual([`0x095ea7b3${spender}${'0'.repeat(64)}`, `0x095ea7b3${spender}${3_000_000_000n.toString(16).padStart(64, '0')}`, '0x7ff36ab5'])
  })

  it('a leftover allowance on a token that takes the change is approved once, with no reset to zero', async () => {
    const { client, order, sent, eth, usdc } = await connected()
    api.convert.allowances.set(USDC.toLowerCase(), 1_000n)
    const answer = api.chainRpc
    api.chainRpc = (call) => {
      if (call.method === 'eth_getTransactionReceipt') api.convert.allowances.set(USDC.toLowerCase(), 3_000_000_000n)
      return answer(call)
    }
    await makeSwap(client.ctx, { ...order({ from: usdc, to: eth, amount: 3_000_000_000n }), reviewed: ETH })
    const spender = ROUTER.slice(2).padStart(64, '0')
    expect(sent().map((transaction) => transaction.data)).toEqual([`0x095ea7b3${spender}${3_000_000_000n.toString(16).padStart(64, '0')}`, '0x7ff36ab5'])
  })

  it('a preview after a leftover allowance counts the approvals the swap takes: one, with its fee, when the token takes the change; a reset first, and the fee unknown, when it does not', async () => {
    const { client, order, eth, usdc } = await connected()
    api.convert.allowances.set(USDC.toLowerCase(), 1_000n)
    const swapBound = 300_000n * 1_000_000_000n
    const once = await previewSwap(client.ctx, order({ from: usdc, to: eth, amount: 3_000_000_000n }))
    expect(once).toMatchObject({ approval: true, fee: 0xb411n * 1_000_000_000n + swapBound })
    expect(once.resetFirst).toBeUndefined()
    // USDT-like: the node will not simulate approving the amount over the leftover, so its cost cannot be known yet.
    const answer = api.chainRpc
    api.chainRpc = (call) => (call.method === 'eth_estimateGas' && (call.params as [{ data?: string }])[0].data?.endsWith(3_000_000_000n.toString(16).padStart(64, '0')) ? null : answer(call))
    const preview = await previewSwap(client.ctx, order({ from: usdc, to: eth, amount: 3_000_000_000n }))
    expect(preview).toMatchObject({ approval: true, resetFirst: true })
    expect(preview.fee).toBeUndefined()
  })

  it('an approval that failed on the chain stops the swap: nothing more is sent', async () => {
    const { client, order, sent, eth, usdc } = await connected()
    api.chainRpc = (call) => (call.method === 'eth_getTransactionReceipt' ? { status: '0x0' } : null)
    await expect(makeSwap(client.ctx, { ...order({ from: usdc, to: eth, amount: 3_000_000_000n }), reviewed: ETH })).rejects.toMatchObject({ failure: 'approvalFailed' })
    expect(sent()).toHaveLength(1)
  })

  it('leaving the review while the approval is mined asks the wallet for nothing more: no swap is sent', async () => {
    const { client, order, sent, eth, usdc } = await connected()
    const left = new AbortController()
    // The visitor leaves while the node has not mined the approval yet.
    api.chainRpc = (call) => {
      if (call.method !== 'eth_getTransactionReceipt') return null
      left.abort()
      return null
    }
    const steps: string[] = []
    await expect(makeSwap(client.ctx, { ...order({ from: usdc, to: eth, amount: 3_000_000_000n }), reviewed: ETH }, { onStep: (step) => steps.push(step), signal: left.signal })).rejects.toMatchObject(
      { name: 'AbortError' },
    )
    expect(steps).toEqual(['approving'])
    expect(sent().map((transaction) => transaction.data?.slice(0, 10))).toEqual(['0x095ea7b3'])
  })

  it('leaving before the wallet is asked sends nothing at all', async () => {
    const { client, order, sent } = await connected()
    const left = new AbortController()
    left.abort()
    await expect(makeSwap(client.ctx, { ...order(), reviewed: 300_000_000n }, { signal: left.signal })).rejects.toMatchObject({ name: 'AbortError' })
    expect(sent()).toEqual([])
  })

  it('a price that fell past the tolerance since the review is not sent (slippage), nor a swap the provider refuses', async () => {
    const { client, order, sent } = await connected()
    // Reviewed at 300 USDC; now 296.99 (more than 1 % less).
    api.convert.quote = () => 296_990_000n
    await expect(makeSwap(client.ctx, { ...order(), reviewed: 300_000_000n })).rejects.toEqual(new SwapError('slippage'))
    // Within 1 %: it goes.
    api.convert.quote = () => 297_000_000n
    await expect(makeSwap(client.ctx, { ...order(), reviewed: 300_000_000n })).resolves.toMatch(/^0x/)
    api.convert.buildFailure = { status: 422, message: 'the AMM of eip155:1 cannot do this swap: no pool route' }
    await expect(makeSwap(client.ctx, { ...order(), reviewed: 300_000_000n })).rejects.toMatchObject({ failure: 'refused' })
    api.convert.buildFailure = { status: 503, message: 'down' }
    await expect(makeSwap(client.ctx, { ...order(), reviewed: 300_000_000n })).rejects.toMatchObject({ failure: 'unavailable' })
    expect(sent()).toHaveLength(1)
  })

  it("a refusal in the wallet says 'Signature declined' and rejects as the wallet's", async () => {
    const { client, wallet, order } = await connected()
    wallet.flags.reject = true
    await expect(makeSwap(client.ctx, { ...order(), reviewed: 300_000_000n })).rejects.toMatchObject({ failure: 'wallet', cause: { code: 4001 } })
    expect(client.ctx.snackbar.get()).toMatchObject({ variant: 'error', message: SNACKBARS.SIGNATURE_DECLINED })
  })

  describe('with a wallet that runs batches atomically (EIP-5792: the embedded wallet’s smart account)', () => {
    const CARRIER = `0x${'cd'.repeat(32)}`
    /** A wallet promising atomic batches on eip155:1, whose batch is pending once, then has the given outcome. */
    function atomicWallet(outcome: { status: number; receiptStatus: string }) {
      let asked = 0
      return (request: { method: string }) => {
        if (request.method === 'wallet_getCapabilities') return { '0x1': { atomic: { status: 'supported' } } }
        if (request.method === 'wallet_sendCalls') return { id: 'batch-1' }
        if (request.method === 'wallet_getCallsStatus') {
          asked += 1
          if (asked === 1) return { version: '2.0.0', id: 'batch-1', status: 100, atomic: true, receipts: [] }
          return { version: '2.0.0', id: 'batch-1', status: outcome.status, atomic: true, receipts: [{ transactionHash: CARRIER, status: outcome.receiptStatus }] }
        }
        return `0x${'ee'.repeat(32)}`
      }
    }
    const batches = (wallet: Awaited<ReturnType<typeof connected>>['wallet']) =>
      wallet.calls
        .filter((call) => call.method === 'rpc' && (call.args[0] as { method: string }).method === 'wallet_sendCalls')
        .map((call) => (call.args[0] as { params: [{ calls: { to: string; data?: string; value?: string }[]; atomicRequired: boolean }] }).params[0])

    it('the preview says the approval and the swap go together: one confirmation', async () => {
      const { client, order, eth, usdc } = await connected(atomicWallet({ status: 200, receiptStatus: '0x1' }))
      const preview = await previewSwap(client.ctx, order({ from: usdc, to: eth, amount: 3_000_000_000n }))
      expect(preview).toMatchObject({ approval: true, together: true })
      // Selling ETH needs no approval: nothing to put together.
      expect((await previewSwap(client.ctx, order())).together).toBeUndefined()
    })

    it('the approval and the swap are one atomic batch (wallet_sendCalls, atomicRequired): one step, no approval waited for alone, and the answer is the transaction that carried both', async () => {
      const { client, wallet, order, sent, eth, usdc } = await connected(atomicWallet({ status: 200, receiptStatus: '0x1' }))
      const steps: string[] = []
      const hash = await makeSwap(client.ctx, { ...order({ from: usdc, to: eth, amount: 3_000_000_000n }), reviewed: ETH }, { onStep: (step) => steps.push(step) })
      expect(hash).toBe(CARRIER)
      expect(steps).toEqual(['swapping'])
      expect(sent()).toEqual([])
      const [batch, ...more] = batches(wallet)
      expect(more).toEqual([])
      expect(batch?.atomicRequired).toBe(true)
      expect(batch?.calls.map((call) => [call.to, call.data?.slice(0, 10)])).toEqual([
        [USDC.toLowerCase(), '0x095ea7b3'],
        [ROUTER, '0x7ff36ab5'],
      ])
      // The swap was built without the provider's estimate, which cannot run before the approval.
      expect(api.requestsTo('/v1/convert/build-transaction').at(-1)?.body).toMatchObject({ disableEstimate: true })
      expect(client.ctx.activity.get().pending.map((pending) => pending.hash)).toContain(CARRIER)
    })

    it('a batch that failed on the chain is a failed swap that changed nothing (batchFailed), not an approval left behind', async () => {
      const { client, order, eth, usdc } = await connected(atomicWallet({ status: 500, receiptStatus: '0x0' }))
      await expect(makeSwap(client.ctx, { ...order({ from: usdc, to: eth, amount: 3_000_000_000n }), reviewed: ETH })).rejects.toMatchObject({ failure: 'batchFailed' })
    })

    it("a wallet that prices its own batches (the smart account's operation) gives the fee, as the most it can cost, or says the app pays it", async () => {
      const priced = (sponsored: boolean) => {
        const atomic = atomicWallet({ status: 200, receiptStatus: '0x1' })
        return (request: { method: string; params?: unknown }) => (request.method === 'foyer_estimateOperationFee' ? { fee: sponsored ? '0x0' : '0x38d7ea4c68000', sponsored } : atomic(request))
      }
      const own = await connected(priced(false))
      const preview = await previewSwap(own.client.ctx, own.order({ from: own.usdc, to: own.eth, amount: 3_000_000_000n }))
      expect(preview).toMatchObject({ approval: true, together: true, fee: 1_000_000_000_000_000n, feeIsCeiling: true })
      // The approval and the swap, priced together as the one operation they make.
      const asked = own.wallet.calls.filter((call) => call.method === 'rpc' && (call.args[0] as { method: string }).method === 'foyer_estimateOperationFee')
      expect((asked[0]!.args[0] as { params: { data?: string }[] }).params.map((call) => call.data?.slice(0, 10))).toEqual(['0x095ea7b3', '0x7ff36ab5'])

      const sponsored = await connected(priced(true))
      expect(await previewSwap(sponsored.client.ctx, sponsored.order({ from: sponsored.usdc, to: sponsored.eth, amount: 3_000_000_000n }))).toMatchObject({ fee: 0n, paidByApp: true })
    })

    it('a wallet that does not promise atomic batches gets the approval and the swap one by one', async () => {
      const { client, wallet, order, sent, eth, usdc } = await connected((request) =>
        request.method === 'wallet_getCapabilities' ? { '0x1': { atomic: { status: 'unsupported' } } } : `0x${'ee'.repeat(32)}`,
      )
      api.chainRpc = (call) => {
        if (call.method !== 'eth_getTransactionReceipt') return null
        api.convert.allowances.set(USDC.toLowerCase(), 3_000_000_000n)
        return { status: '0x1' }
      }
      await makeSwap(client.ctx, { ...order({ from: usdc, to: eth, amount: 3_000_000_000n }), reviewed: ETH })
      expect(sent().map((transaction) => transaction.data?.slice(0, 10))).toEqual(['0x095ea7b3', '0x7ff36ab5'])
      expect(batches(wallet)).toEqual([])
    })
  })
})
