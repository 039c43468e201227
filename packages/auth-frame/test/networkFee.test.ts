import { afterEach, describe, expect, it, vi } from 'vitest'
import { estimateNetworkFee, type ChainCall } from '../src/frame/approvalSummaries/eip155/networkFee.ts'

/** A node that answers eth_estimateGas and eth_gasPrice from a table, recording what it was asked. */
function node(answers: Record<string, unknown>): ChainCall & { asked: [string, unknown[]][] } {
  const asked: [string, unknown[]][] = []
  const call = async (method: string, params: unknown[]) => {
    asked.push([method, params])
    if (!(method in answers)) throw new Error(`${method}: execution reverted`)
    return answers[method]
  }
  return Object.assign(call, { asked })
}

describe('the approval screen network fee', () => {
  afterEach(() => vi.useRealTimers())

  it("is the node's gas estimate times its gas price, in ether rounded up to six decimals", async () => {
    const chain = node({ eth_estimateGas: '0x5208', eth_gasPrice: '0x3b9aca07' }) // 21000 × 1.000000007 gwei
    expect(await estimateNetworkFee(chain, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('≈ 0.000022 ETH')
  })

  it('estimates the transaction as the signing account sends it, without the fee fields the app proposed', async () => {
    const chain = node({ eth_estimateGas: '0x5208', eth_gasPrice: '0x1' })
    await estimateNetworkFee(chain, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', gas: '0x1', maxFeePerGas: '0x2', from: '0xbad' }, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(chain.asked[0]).toEqual(['eth_estimateGas', [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }]])
  })

  it("says 'Unavailable' when the node cannot estimate (a transaction that would revert)", async () => {
    expect(await estimateNetworkFee(node({ eth_gasPrice: '0x1' }), { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, undefined)).toBe('Unavailable')
  })

  it("says 'Unavailable' rather than hold the screen when the node does not answer", async () => {
    vi.useFakeTimers()
    const silent: ChainCall = () => new Promise(() => undefined)
    const fee = estimateNetworkFee(silent, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, undefined)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await fee).toBe('Unavailable')
  })
})
