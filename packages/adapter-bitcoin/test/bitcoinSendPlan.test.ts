import { base64, hex } from '@scure/base'
import { p2tr, p2wpkh, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinNetwork } from '../src/bitcoinNetwork.ts'
import { DUST_LIMIT } from '../src/bip122/dustLimit.ts'
import { BitcoinPlanProblem, feeFor, maxBitcoinSend, planBitcoinSend, transactionVsize, type SpendableOutput } from '../src/send/bitcoinSendPlan.ts'
import { bitcoinSendPsbt, outputScript } from '../src/send/bitcoinSendPsbt.ts'
import { bitcoinTestAccount } from '../src/testing/testKeys.ts'

const regtest = bitcoinNetwork({ network: 'regtest', name: 'Regtest', esploraUrl: 'http://127.0.0.1:1' })
const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' }
const sender = bitcoinTestAccount(new Uint8Array(32).fill(7), 'regtest')
const receiver = bitcoinTestAccount(new Uint8Array(32).fill(9), 'regtest')

const txid = (n: number) => n.toString(16).padStart(64, '0')
const output = (n: number, value: bigint, confirmed = true): SpendableOutput => ({ txid: txid(n), vout: n % 3, value, confirmed })
const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n)

/** The plan signed as a wallet would (P2WPKH, SIGHASH_ALL) and finalized: the real transaction. */
function signed(plan: ReturnType<typeof planBitcoinSend>, to: string): Transaction {
  const transaction = Transaction.fromPSBT(base64.decode(bitcoinSendPsbt(regtest, { from: sender.payment.address, to, plan })))
  transaction.sign(sender.payment.privateKey, [SigHash.ALL])
  transaction.finalize()
  return transaction
}

describe('a Bitcoin send’s plan', () => {
  it('pays the receiver the amount and the rest back as change; the fee is the inputs less the outputs, to the satoshi', () => {
    const plan = planBitcoinSend({ sender: 'p2wpkh', receiver: 'p2wpkh', amount: 10_000_000n, feeRate: 3.005, outputs: [output(1, 100_000_000n)] })
    expect(plan.amount).toBe(10_000_000n)
    expect(plan.change + plan.amount + plan.fee).toBe(100_000_000n)
    expect(plan.fee).toBe(feeFor(plan.vsize, 3.005))
    const transaction = signed(plan, receiver.payment.address)
    expect(transaction.outputsLength).toBe(2)
    expect(transaction.getOutput(0).amount).toBe(10_000_000n)
    expect(transaction.getOutput(1).amount).toBe(plan.change)
    expect(transaction.fee).toBe(plan.fee)
  })

  it('sizes the transaction no smaller than it is once signed (the rate paid is never under the rate asked), and within 2 vB of it', () => {
    const outputs = [output(1, 40_000n), output(2, 30_000n), output(3, 50_000n)]
    for (const to of [receiver.payment.address, receiver.ordinals.address]) {
      const plan = planBitcoinSend({ sender: 'p2wpkh', receiver: to === receiver.payment.address ? 'p2wpkh' : 'p2tr', amount: 100_000n, feeRate: 2, outputs })
      const real = signed(plan, to).vsize
      expect(plan.vsize).toBeGreaterThanOrEqual(real)
      expect(plan.vsize - real).toBeLessThanOrEqual(2)
    }
  })

  it('spends confirmed outputs before unconfirmed ones, and larger before smaller', () => {
    const plan = planBitcoinSend({ sender: 'p2wpkh', receiver: 'p2wpkh', amount: 60_000n, feeRate: 1, outputs: [output(1, 50_000n), output(2, 90_000n, false), output(3, 70_000n)] })
    expect(plan.inputs.map((input) => input.value)).toEqual([70_000n])
    const more = planBitcoinSend({ sender: 'p2wpkh', receiver: 'p2wpkh', amount: 119_000n, feeRate: 1, outputs: [output(1, 50_000n), output(2, 90_000n, false), output(3, 70_000n)] })
    expect(more.inputs.map((input) => input.value)).toEqual([70_000n, 50_000n])
  })

  it('leaves change below the sender’s dust limit to the fee, with no change output', () => {
    const amount = 100_000n
    const alone = feeFor(transactionVsize('p2wpkh', 1, ['p2wpkh']), 2)
    const plan = planBitcoinSend({ sender: 'p2wpkh', receiver: 'p2wpkh', amount, feeRate: 2, outputs: [output(1, amount + alone + DUST_LIMIT.p2wpkh - 1n)] })
    expect(plan.change).toBe(0n)
    expect(plan.fee).toBe(alone + DUST_LIMIT.p2wpkh - 1n)
    expect(signed(plan, receiver.payment.address).outputsLength).toBe(1)
  })

  it('refuses a send its outputs cannot pay with the fee, saying so', () => {
    const asked = { sender: 'p2wpkh', receiver: 'p2wpkh', amount: 99_990n, feeRate: 2, outputs: [output(1, 100_000n)] } as const
    expect(() => planBitcoinSend(asked)).toThrow(BitcoinPlanProblem)
    expect(() => planBitcoinSend(asked)).toThrow('do not cover the amount and the network fee')
  })

  it('Max spends every output into one and keeps back exactly that transaction’s fee', () => {
    const outputs = [output(1, 40_000n), output(2, 30_000n, false), output(3, 50_000n)]
    const max = maxBitcoinSend({ sender: 'p2wpkh', receiver: 'p2wpkh', feeRate: 2.508, outputs })
    const plan = planBitcoinSend({ sender: 'p2wpkh', receiver: 'p2wpkh', amount: max, feeRate: 2.508, outputs })
    expect(plan.inputs).toHaveLength(3)
    expect(plan.change).toBe(0n)
    expect(plan.fee + max).toBe(sum(outputs.map((o) => o.value)))
    expect(maxBitcoinSend({ sender: 'p2wpkh', receiver: 'p2wpkh', feeRate: 2, outputs: [] })).toBe(0n)
  })

  it('plans spends from segwit v0 key hashes and taproot keys only, naming the type it will not spend', () => {
    expect(() => transactionVsize('p2pkh', 1, ['p2wpkh'])).toThrow('sending from a p2pkh address is not supported')
  })
})

describe('a Bitcoin send’s PSBT', () => {
  it('lists each spent output with the script and value its signature commits to, and pays the receiver first', () => {
    const plan = planBitcoinSend({ sender: 'p2wpkh', receiver: 'p2tr', amount: 25_000n, feeRate: 1, outputs: [output(4, 80_000n)] })
    const transaction = Transaction.fromPSBT(base64.decode(bitcoinSendPsbt(regtest, { from: sender.payment.address, to: receiver.ordinals.address, plan })))
    const input = transaction.getInput(0)
    expect(hex.encode(input.txid!)).toBe(txid(4))
    expect(input.index).toBe(1)
    expect(input.witnessUtxo).toEqual({ script: p2wpkh(hex.decode(sender.payment.publicKey), REGTEST).script, amount: 80_000n })
    // Replaceable (BIP-125) while it waits.
    expect(input.sequence).toBe(0xfffffffd)
    expect(transaction.getOutput(0).script).toEqual(p2tr(hex.decode(receiver.ordinals.publicKey).subarray(1), undefined, REGTEST).script)
    expect(transaction.getOutput(1).script).toEqual(outputScript(regtest, sender.payment.address))
  })

  it('refuses a receiver of another network', () => {
    const mainnetReceiver = bitcoinTestAccount(new Uint8Array(32).fill(9), 'mainnet').payment.address
    expect(() => outputScript(regtest, mainnetReceiver)).toThrow()
  })
})
