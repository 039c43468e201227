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
