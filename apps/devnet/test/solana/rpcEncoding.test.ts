import { describe, expect, it } from 'vitest'
import { stringifyRpcJson } from '../../src/solana/rpc/rpcJson.ts'
import { uiTokenAmount } from '../../src/solana/splToken.ts'
import { transactionErrorText } from '../../src/solana/transactionError.ts'

describe('the Solana RPC front writes', () => {
  it('u64 values as plain JSON numbers, even past 2^53', () => {
    expect(stringifyRpcJson({ rentEpoch: 2n ** 64n - 1n, lamports: 5000n, skipped: undefined, list: [1n, null] })).toBe('{"rentEpoch":18446744073709551615,"lamports":5000,"list":[1,null]}')
    expect(JSON.parse(stringifyRpcJson({ text: 'a "quoted" \n line' }))).toEqual({ text: 'a "quoted" \n line' })
  })

  it('token amounts raw, with their decimals, and in whole tokens without trailing zeros', () => {
    expect(uiTokenAmount(1_250_500_000n, 6)).toEqual({ amount: '1250500000', decimals: 6, uiAmount: 1250.5, uiAmountString: '1250.5' })
    expect(uiTokenAmount(5n, 9)).toEqual({ amount: '5', decimals: 9, uiAmount: 0.000000005, uiAmountString: '0.000000005' })
    expect(uiTokenAmount(0n, 6).uiAmountString).toBe('0')
    expect(uiTokenAmount(7n, 0).uiAmountString).toBe('7')
  })

  it("transaction errors in a validator's words", () => {
    expect(transactionErrorText('BlockhashNotFound')).toBe('Blockhash not found')
    expect(transactionErrorText({ InstructionError: [0, { Custom: 1 }] })).toBe('Error processing Instruction 0: custom program error: 0x1')
    expect(transactionErrorText({ InstructionError: [2, 'InvalidAccountData'] })).toBe('Error processing Instruction 2: InvalidAccountData')
    expect(transactionErrorText({ InsufficientFundsForRent: { account_index: 1 } })).toBe('Transaction results in an account (1) with insufficient funds for rent')
  })
})
