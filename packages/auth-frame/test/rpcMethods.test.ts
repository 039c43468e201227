import { describe, expect, it } from 'vitest'
import { rpcMethodClass, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from '../src/protocol/rpcMethods.ts'

describe('rpcMethodClass (spec §6)', () => {
  it('reads, gas estimates, raw-transaction sends, capabilities and the server’s reading of a Polkadot payload run silently', () => {
    for (const method of ['eth_getBalance', 'eth_blockNumber', 'eth_getLogs', 'eth_call', 'eth_estimateGas', 'eth_sendRawTransaction', 'wallet_getCapabilities', 'polkadot_describeTransaction']) {
      expect(rpcMethodClass(method)).toBe('safe')
    }
  })

  it('signing and spending methods need the visitor: personal_sign, typed data, transactions, Solana, Bitcoin and Polkadot signing, calls, permissions, user operations', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'bip122_signMessage',
      'bip122_signPsbt',
      'polkadot_signMessage',
      'polkadot_signTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ]) {
      expect(rpcMethodClass(method)).toBe('unsafe')
    }
  })

  it('anything else is unknown, including near misses and older signing methods', () => {
    for (const method of ['eth_sign', 'eth_signTypedData', 'eth_signTypedData_v3', 'ETH_GETBALANCE', 'personal_sign ', '', 'toString', '__proto__', 'polkadot_signRaw', 'polkadot_getAccounts']) {
      expect(rpcMethodClass(method)).toBe('unknown')
    }
  })

  it('no method is both safe and unsafe', () => {
    const safe = new Set<string>(SAFE_RPC_METHODS)
    expect(UNSAFE_RPC_METHODS.filter((method) => safe.has(method))).toEqual([])
  })
})
