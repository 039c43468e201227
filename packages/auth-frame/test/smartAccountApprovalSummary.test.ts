import { describe, expect, it } from 'vitest'
import { operationFeeText, SMART_ACCOUNT_FEE, SPONSORED_FEE } from '../src/frame/approvalSummaries/eip155/operationFee.ts'
import { summarize } from '../src/frame/approvalSummaries/eip155Summary.ts'
import type { ApprovalChain } from '../src/frame/approvalSummaries/namespaceApprovalSummary.ts'

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const ROUTER = '0xbd3afef4b26918cdb922f9d80aea9b8e64524432'
const word = (value: bigint | string) => (typeof value === 'bigint' ? value.toString(16) : value.slice(2).toLowerCase()).padStart(64, '0')
const approve = (spender: string, amount: bigint) => `0x095ea7b3${word(spender)}${word(amount)}`
/** A token answering decimals() 6 and symbol() 'USDC', as eth_call answers. */
const USDC_FACTS: Record<string, string> = {
  '0x313ce567': `0x${word(6n)}`,
  '0x95d89b41': `0x${word(32n)}${word(4n)}${Buffer.from('USDC').toString('hex').padEnd(64, '0')}`,
}

/** The server as the frame's chain calls reach it: a table of answers per method, recording what was asked. */
function chainOf(answers: Record<string, (params: unknown[]) => unknown>, over: Partial<ApprovalChain> = {}): ApprovalChain & { asked: [string, unknown[]][] } {
  const asked: [string, unknown[]][] = []
  const call = async (method: string, params: unknown[]) => {
    asked.push([method, params])
    const answer = answers[method]
    if (!answer) throw new Error(`${method} is not answered here`)
    return answer(params)
  }
  return { chainId: 'eip155:31337', accountType: 'smartAccount', call, asked, ...over }
}
const tokenCalls = { eth_call: (params: unknown[]) => USDC_FACTS[((params[0] as { data: string }).data ?? '').slice(0, 10)] }

describe("a smart account's approval screen", () => {
  it("bounds an operation's fee by the most it can cost, rounded up to six decimals, and says the bundler sets the exact price", async () => {
    const chain = chainOf({ foyer_estimateOperationFee: () => ({ fee: '0x2386f26fc10001', sponsored: false }) }) // 0.010000000000000001 ETH
    expect(await operationFeeText(chain.call, [{ to: ROUTER, value: '0x1', gas: '0x5' }], false)).toBe('Up to 0.010001 ETH from your smart account; the bundler sets the exact price when it sends')
    // The calls as the operation makes them: no fee fields the app proposed.
    expect(chain.asked).toEqual([['foyer_estimateOperationFee', [{ to: ROUTER, value: '0x1' }]]])
  })

  it('says the app pays when the server says its budget covers the operation, and has no figure when the price cannot be read', async () => {
    expect(await operationFeeText(chainOf({ foyer_estimateOperationFee: () => ({ fee: '0x0', sponsored: true }) }).call, [{ to: ROUTER }], false)).toBe(SPONSORED_FEE)
    expect(await operationFeeText(chainOf({}).call, [{ to: ROUTER }], false)).toBe(SMART_ACCOUNT_FEE)
    expect(await operationFeeText(chainOf({}).call, [{ to: ROUTER }], true)).toBe(SPONSORED_FEE)
  })

  it("lists a swap's batch call by call: the approval by its token, spender and exact allowance, then the swap; one bound for the whole operation", async () => {
    const chain = chainOf({ ...tokenCalls, foyer_estimateOperationFee: () => ({ fee: '0x5af3107a4000', sponsored: false }) })
    const batch = [
      {
        version: '2.0.0',
        calls: [
          { to: TOKEN, data: approve(ROUTER, 5_000_000n) },
          { to: ROUTER, value: '0x0', data: '0x38ed1739' },
        ],
      },
    ]
    const summary = await summarize('wallet_sendCalls', batch, chain)
    expect(summary.sections[0]).toMatchObject({
      label: 'Call 1 of 2',
      rows: [{ label: 'Token', value: TOKEN }, { label: 'Spender', value: ROUTER }, { label: 'Allowance', value: '5 USDC' }, { label: 'Amount', value: '0 ETH' }, { label: 'Data' }],
    })
    expect(summary.sections[1]).toMatchObject({ label: 'Call 2 of 2', rows: [{ label: 'To', value: ROUTER }, { label: 'Amount' }, { label: 'Data' }] })
    expect(summary.sections.at(-1)).toMatchObject({
      rows: [{ label: 'How it runs' }, { label: 'Network fee', value: 'Up to 0.0001 ETH from your smart account; the bundler sets the exact price when it sends' }],
    })
    // Both calls priced together, as the one operation they make.
    expect(chain.asked.find(([method]) => method === 'foyer_estimateOperationFee')?.[1]).toHaveLength(2)
  })

  it('says an unlimited approval is unlimited, and prices a single transaction after its amount', async () => {
    const chain = chainOf({ ...tokenCalls, foyer_estimateOperationFee: () => ({ fee: '0x5af3107a4000', sponsored: false }) })
    const summary = await summarize('eth_sendTransaction', [{ to: TOKEN, data: approve(ROUTER, 2n ** 256n - 1n) }], chain)
    expect(summary.title).toBe('Allow spending')
    const rows = summary.sections[0]!.kind === 'rows' ? summary.sections[0]!.rows : []
    expect(rows.find((row) => row.label === 'Allowance')?.value).toBe('Unlimited USDC: it may spend all you hold of it, now and later')
    expect(rows.map((row) => row.label)).toEqual(['Token', 'Spender', 'Allowance', 'Amount', 'Network fee', 'Data'])
  })

  it("the key's own account still has the node's estimate for a transaction, and pays each call of a batch itself", async () => {
    const eoa = chainOf({ ...tokenCalls, eth_estimateGas: () => '0x5208', eth_gasPrice: () => '0x1' }, { accountType: 'eoa' })
    const single = await summarize('eth_sendTransaction', [{ to: ROUTER, value: '0x1' }], eoa)
    expect(single.sections[0]).toMatchObject({ rows: [{ label: 'To' }, { label: 'Amount' }, { label: 'Network fee', value: '≈ 0.000001 ETH' }, { label: 'Data' }] })
    const batch = await summarize('wallet_sendCalls', [{ calls: [{ to: ROUTER, value: '0x1' }] }], eoa)
    expect(batch.sections.at(-1)).toMatchObject({ rows: [{ label: 'How it runs' }, { label: 'Network fee', value: 'Paid by you, for each transaction' }] })
    expect(eoa.asked.map(([method]) => method)).not.toContain('foyer_estimateOperationFee')
  })
})
