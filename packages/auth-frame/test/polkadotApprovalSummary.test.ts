import { afterEach, describe, expect, it } from 'vitest'
import { formatPlanck, summarize, summarizePolkadotRequest, summarizePolkadotTransaction } from '../src/frame/approvalSummaries/polkadotSummary.ts'
import type { PolkadotTransactionReading } from '../src/protocol/polkadotTransaction.ts'
import { sessionAnswer } from './authApiStandIn.ts'
import { errorOf, startFrame, successOf, type FrameHarness } from './frameHarness.ts'

const UNREADABLE_CALL = 'A call Foyer cannot read'

const DEVNET = 'polkadot:45454545454545454545454545454545'
const VISITOR = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
const RECEIVER = 'FoQJpPyadYccjavVdTWxpxU7rUEaYhfLCPwXgkfD6Zat9QP'
const ROCOCO = { name: 'Foyer Polkadot Devnet', symbol: 'ROC', decimals: 12, ss58Prefix: 2 }
const PAYLOAD = { address: VISITOR, method: '0x0a03…', genesisHash: `0x${'45'.repeat(32)}` }

const transfer = (overrides: Partial<PolkadotTransactionReading> = {}): PolkadotTransactionReading => ({
  chain: ROCOCO,
  call: { kind: 'transfer', pallet: 'Balances', method: 'transfer_keep_alive', receiver: RECEIVER, amount: '1234567890123' },
  fee: { planck: '15729066' },
  tip: '0',
  ...overrides,
})
const rowsOf = (summary: { sections: { kind: string; rows?: unknown }[] }) => summary.sections[0]!.rows

describe("the approval screen's Polkadot summary", () => {
  it('a transfer reads as its exact amount in the chain’s token, its receiver on the chain’s prefix and the fee the node weighed, to the planck', () => {
    const summary = summarizePolkadotTransaction(transfer())
    expect(summary.title).toBe('Send ROC')
    expect(rowsOf(summary)).toEqual([
      { label: 'Amount', value: '1.234567890123 ROC' },
      { label: 'To', value: RECEIVER, mono: true },
      { label: 'Network fee', value: '0.000015729066 ROC' },
      { label: 'Call', value: 'Balances.transfer_keep_alive', mono: true },
    ])
  })

  it('transfer_allow_death says it may close the visitor’s account (transfer_keep_alive never does)', () => {
    const summary = summarizePolkadotTransaction(transfer({ call: { kind: 'transfer', pallet: 'Balances', method: 'transfer_allow_death', receiver: RECEIVER, amount: '1' } }))
    expect(rowsOf(summary)).toContainEqual({ label: 'Note', value: 'If what is left is below the chain’s existential deposit, your account is closed and that rest is lost' })
    expect(rowsOf(summarizePolkadotTransaction(transfer()))).not.toContainEqual(expect.objectContaining({ label: 'Note' }))
  })

  it('a tip is shown beside the fee, and a fee the node could not weigh is said so', () => {
    const summary = summarizePolkadotTransaction(transfer({ fee: { problem: "the chain's node could not weigh it: timeout" }, tip: '1000000000000' }))
    expect(rowsOf(summary)).toEqual(
      expect.arrayContaining([
        { label: 'Network fee', value: "Not known: the chain's node could not weigh it: timeout" },
        { label: 'Tip', value: '1 ROC' },
      ]),
    )
  })

  it('a call of the runtime Foyer does not summarize is “a call Foyer cannot read” with its pallet and method, and what it does is not claimed', () => {
    const summary = summarizePolkadotTransaction(transfer({ call: { kind: 'other', pallet: 'Staking', method: 'bond' } }))
    expect(summary.title).toBe('Sign transaction')
    expect(rowsOf(summary)).toEqual([
      { label: 'Call', value: `${UNREADABLE_CALL}: Staking.bond` },
      { label: 'What it does', value: 'Not shown: approve only if you trust this site with your account' },
      { label: 'Network fee', value: '0.000015729066 ROC' },
    ])
  })

  it('bytes the runtime does not read as a call are said so, with the names their first bytes point at, and that the wallet will not sign them', () => {
    const summary = summarizePolkadotTransaction(transfer({ call: { kind: 'unreadable', problem: 'its bytes are no call of this runtime (spec 900)', pallet: 'Balances' } }))
    expect(rowsOf(summary)).toEqual([
      { label: 'Call', value: `${UNREADABLE_CALL}: Balances.?` },
      { label: 'Why', value: 'its bytes are no call of this runtime (spec 900). The wallet will not sign it' },
      { label: 'Network fee', value: '0.000015729066 ROC' },
    ])
  })

  it('asks the server to read the payload (polkadot_describeTransaction with the payload) and shows what it answers', async () => {
    const asked: unknown[] = []
    const chain = { chainId: DEVNET, account: VISITOR, call: async (method: string, params: unknown[]) => (asked.push({ method, params }), transfer()) }
    const summary = await summarize('polkadot_signTransaction', { address: VISITOR, transactionPayload: PAYLOAD }, chain)
    expect(asked).toEqual([{ method: 'polkadot_describeTransaction', params: [PAYLOAD] }])
    expect(rowsOf(summary)).toContainEqual({ label: 'Amount', value: '1.234567890123 ROC' })
  })

  it('a payload the server refuses to read, or an answer that is not a reading, is a call Foyer cannot read with the reason', async () => {
    const refusing = { chainId: DEVNET, call: async () => Promise.reject(new Error('body.params.0.genesisHash must be 0x and 64 hex characters')) }
    expect(rowsOf(await summarize('polkadot_signTransaction', { transactionPayload: {} }, refusing))).toEqual([
      { label: 'Call', value: `${UNREADABLE_CALL}: body.params.0.genesisHash must be 0x and 64 hex characters` },
    ])
    const odd = { chainId: DEVNET, call: async () => ({ amount: '1000' }) }
    expect(rowsOf(await summarize('polkadot_signTransaction', { transactionPayload: {} }, odd))).toEqual([
      { label: 'Call', value: `${UNREADABLE_CALL}: the server answered something other than a reading of it` },
    ])
  })

  it('a message is shown as its text', () => {
    expect(summarizePolkadotRequest('polkadot_signMessage', { address: VISITOR, message: 'Sign in to Foyer\nNonce: 8c1f' })).toEqual({
      title: 'Sign message',
      sections: [{ kind: 'text', label: 'Message', text: 'Sign in to Foyer\nNonce: 8c1f', mono: false }],
    })
  })

  it('planck are written with every significant digit: no rounding, thousands grouped, no trailing zeros', () => {
    expect(formatPlanck(0n, 12)).toBe('0')
    expect(formatPlanck(1n, 12)).toBe('0.000000000001')
    expect(formatPlanck(3_333_333n, 12)).toBe('0.000003333333')
    expect(formatPlanck(1_234_000_000_000_000_000n, 10)).toBe('123,400,000')
    expect(formatPlanck(340282366920938463463374607431768211455n, 12)).toBe('340,282,366,920,938,463,463,374,607.431768211455')
  })
})

describe('a Polkadot transaction through the frame', () => {
  let frame: FrameHarness
  afterEach(() => frame.close())

  async function signedInFrame(): Promise<FrameHarness> {
    const harness = await startFrame()
    harness.api.on('socialConnect', { body: sessionAnswer('tok-p') })
    await harness.send('CONNECT_SOCIAL', { uri: 'https://foyer.example/cb?code=1&state=2' })
    harness.api.on('user', (request) => ({ body: { address: VISITOR, chainId: request.query.chainId ?? DEVNET } }))
    harness.api.on('rpc', (request) => {
      const { method } = request.body as { method: string }
      return { body: { result: method === 'polkadot_describeTransaction' ? transfer() : { signature: `0x01${'ab'.repeat(64)}` } } }
    })
    harness.api.requests.length = 0
    return harness
  }
  const methodsSent = (harness: FrameHarness) => harness.api.requests.filter((request) => request.path === '/rpc').map((request) => (request.body as { method: string }).method)

  it('polkadot_signTransaction waits for Approve, showing the transfer the server read; only then is it sent to be signed', async () => {
    frame = await signedInFrame()
    const answer = frame.send('RPC_REQUEST', { method: 'polkadot_signTransaction', params: { address: VISITOR, transactionPayload: PAYLOAD }, chainId: DEVNET })
    const approval = await frame.nextApproval()
    expect(approval.request).toMatchObject({ account: VISITOR, chainId: DEVNET, summary: { title: 'Send ROC' } })
    expect(methodsSent(frame)).toEqual(['polkadot_describeTransaction'])
    approval.decide('approve')
    expect(successOf(await answer)).toEqual({ result: { signature: `0x01${'ab'.repeat(64)}` } })
    expect(methodsSent(frame)).toEqual(['polkadot_describeTransaction', 'polkadot_signTransaction'])
  })

  it('Reject answers 4001 and the payload never reaches the signer, only its reading', async () => {
    frame = await signedInFrame()
    const answer = frame.send('RPC_REQUEST', { method: 'polkadot_signTransaction', params: { address: VISITOR, transactionPayload: PAYLOAD }, chainId: DEVNET })
    ;(await frame.nextApproval()).decide('reject')
    expect(errorOf(await answer)).toEqual({ message: 'User rejected the request.', code: 4001 })
    expect(methodsSent(frame)).toEqual(['polkadot_describeTransaction'])
  })
})
