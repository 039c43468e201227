import { describe, expect, it } from 'vitest'
import { decodeDecimals, decodeSymbol, decodeTokenTransfer, formatTokenUnits, readTokenFacts, tokenAmountText } from '../src/frame/approvalSummaries/eip155/tokenTransfer.ts'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const word = (value: bigint) => value.toString(16).padStart(64, '0')
const transferData = (amount: bigint) => `0xa9059cbb${'0'.repeat(24)}${RECIPIENT.slice(2)}${word(amount)}`
const hexOf = (text: string) => Buffer.from(text).toString('hex')

describe('a token transfer on the approval screen: the exact amount the chain moves', () => {
  it('transfer(address,uint256) on a contract is read: the token, the recipient, the amount in smallest units; other call data is not', () => {
    expect(decodeTokenTransfer(TOKEN, transferData(1_234_567n))).toEqual({ token: TOKEN, recipient: RECIPIENT, amount: 1_234_567n })
    expect(decodeTokenTransfer(undefined, transferData(1n))).toBeNull()
    expect(decodeTokenTransfer(TOKEN, `${transferData(1n)}00`)).toBeNull()
    expect(decodeTokenTransfer(TOKEN, `0x095ea7b3${transferData(1n).slice(10)}`)).toBeNull()
  })

  it('1234567 units of a 6-decimal token are 1.234567, never rounded; every digit of 18 decimals kept, thousands grouped', () => {
    expect(formatTokenUnits(1_234_567n, 6)).toBe('1.234567')
    expect(formatTokenUnits(1_000_000_000_000_000_000_001n, 18)).toBe('1,000.000000000000000001')
    expect(formatTokenUnits(5n, 0)).toBe('5')
    expect(tokenAmountText(1_234_567n, { decimals: 6, symbol: 'USDC' })).toBe('1.234567 USDC')
  })

  it('without the token’s decimals the amount is said in smallest units, never guessed', () => {
    expect(tokenAmountText(1_234_567n, { symbol: 'USDC' })).toBe("1234567 (smallest units; the token's decimals could not be read)")
  })

  it('the node’s answers are checked: decimals a uint8, the symbol an ABI string or bytes32, without control or format characters', () => {
    expect(decodeDecimals(`0x${word(6n)}`)).toBe(6)
    expect(decodeDecimals(`0x${word(256n)}`)).toBeUndefined()
    expect(decodeDecimals('0x06')).toBeUndefined()
    expect(decodeSymbol(`0x${word(32n)}${word(4n)}${hexOf('USDC').padEnd(64, '0')}`)).toBe('USDC')
    expect(decodeSymbol(`0x${hexOf('MKR').padEnd(64, '0')}`)).toBe('MKR')
    expect(decodeSymbol(`0x${word(32n)}${word(BigInt(Buffer.byteLength('US\u202EDC')))}${hexOf('US\u202EDC').padEnd(64, '0')}`)).toBe('USDC')
    expect(decodeSymbol('0x')).toBeUndefined()
  })

  it('the token’s facts are read with eth_call; one the node cannot answer is left out', async () => {
    const asked: unknown[] = []
    const facts = await readTokenFacts(async (method, params) => {
      asked.push([method, params])
      if ((params[0] as { data: string }).data === '0x313ce567') return `0x${word(6n)}`
      throw new Error('execution reverted')
    }, TOKEN)
    expect(facts).toEqual({ decimals: 6 })
    expect(asked).toContainEqual(['eth_call', [{ to: TOKEN, data: '0x313ce567' }, 'latest']])
  })
})
