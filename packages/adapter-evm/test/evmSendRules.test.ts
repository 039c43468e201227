import { describe, expect, it } from 'vitest'
import { eip155Namespace } from '../src/eip155/eip155Namespace.ts'
import { erc20TransferData } from '../src/send/erc20Transfer.ts'
import { approveZero } from '../src/swap/evmSwaps.ts'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('the eip155 namespace’s address, send and swap rules', () => {
  it('an address is 0x (optional) + 40 hex, in any case one address; spaces around a pasted one are not part of it', () => {
    const { isValid, key } = eip155Namespace.address
    expect(isValid(RECEIVER)).toBe(true)
    expect(isValid(RECEIVER.slice(2))).toBe(true)
    expect(isValid(` ${RECEIVER} `)).toBe(true)
    expect(isValid(`${RECEIVER}0`)).toBe(false)
    expect(isValid('vitalik.eth')).toBe(false)
    expect(isValid('GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW')).toBe(false)
    expect(key(RECEIVER)).toBe(key(RECEIVER.toLowerCase()))
  })

  it('ERC-20 transfer call data: the selector, the receiver and the amount as 32-byte words', () => {
    expect(erc20TransferData(RECEIVER, 1_500_000n)).toBe('0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8000000000000000000000000000000000000000000000000000000000016e360')
  })

  it('an approval resets to zero for the spender it names; call data that approves nothing has no reset', () => {
    const spender = RECEIVER.slice(2).toLowerCase().padStart(64, '0')
    expect(approveZero(`0x095ea7b3${spender}${'f'.repeat(64)}`)).toBe(`0x095ea7b3${spender}${'0'.repeat(64)}`)
    expect(approveZero('0x7ff36ab5')).toBeUndefined()
  })
})

describe('a smart account’s send quote (the embedded wallet prices its operation)', () => {
  const network = { rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } } as never
  const order = { from: '0x5afe00000000000000000000000000000000aaaa', to: RECEIVER, units: 1_000n, smartAccount: true }
  const walletAnswering = (answer: unknown) => {
    const asked: unknown[] = []
    return { asked, wallet: { rpc: async (request: unknown) => (asked.push(request), answer) } }
  }

  it('asks the wallet for the operation’s fee with the transaction, never the node: the most it can cost (a ceiling, not a price); a sponsored one is paid by the app', async () => {
    const { eip155Sends } = await import('../src/send/evmSends.ts')
    const paying = walletAnswering({ fee: '0x2386f26fc10000', sponsored: false })
    expect(await eip155Sends.quote(network, order, paying.wallet)).toEqual({ fee: 10_000_000_000_000_000n, accountRent: 0n, feeIsCeiling: true })
    expect(paying.asked).toEqual([{ method: 'foyer_estimateOperationFee', params: [{ to: RECEIVER, value: '0x3e8' }] }])
    const sponsored = walletAnswering({ fee: '0x0', sponsored: true })
    expect(await eip155Sends.quote(network, order, sponsored.wallet)).toEqual({ fee: 0n, accountRent: 0n, paidByApp: true })
  })

  it('without the wallet, or with an answer it cannot read, the fee is unavailable rather than guessed', async () => {
    const { eip155Sends } = await import('../src/send/evmSends.ts')
    expect(await eip155Sends.quote(network, order)).toBeUndefined()
    expect(await eip155Sends.quote(network, order, walletAnswering({ fee: 12 }).wallet)).toBeUndefined()
    expect(await eip155Sends.quote(network, order, { rpc: async () => Promise.reject(new Error('down')) })).toBeUndefined()
  })
})
