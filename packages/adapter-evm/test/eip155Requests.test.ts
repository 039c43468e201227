import { erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { eip155Namespace, toRpcTransaction, transactionInputProblem, typedDataProblem } from '../src/index.ts'
import { typedDataJson } from '../src/eip155/typedDataJson.ts'

/** The namespace's parts (requests, inclusion, wallet assets), as the client loads them on first use. */
const eip155Parts = await eip155Namespace.load()

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const sender = { address: FROM, chainId: 31337 }

describe('eip155 request checks', () => {
  it('transactionInputProblem accepts a recipient with optional wei and hex data, and names the first wrong field otherwise', () => {
    expect(transactionInputProblem({ to: RECIPIENT, value: 0n, data: '0x' })).toBeNull()
    expect(transactionInputProblem({ to: RECIPIENT, data: '0xa9059cbb' })).toBeNull()
    expect(transactionInputProblem({ to: 'vitalik.eth' as never })).toMatch(/^to /)
    expect(transactionInputProblem({ to: RECIPIENT, value: 1 as unknown as bigint })).toMatch(/^value /)
  })

  it('typedDataProblem names the wrong field: types, primaryType, message, domain', () => {
    const mail = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'x' } }
    expect(typedDataProblem(mail)).toBeNull()
    expect(typedDataProblem({ ...mail, types: { Mail: [{ name: 'contents' }] } as never })).toMatch(/^types\.Mail /)
    expect(typedDataProblem({ ...mail, primaryType: 'Letter' })).toMatch(/^primaryType /)
    expect(typedDataProblem({ ...mail, message: 'x' as never })).toMatch(/^message /)
    expect(typedDataProblem({ ...mail, domain: { verifyingContract: '0x12' } })).toMatch(/^domain\.verifyingContract /)
  })
})

describe('eip155Parts.prepare', () => {
  it('sendTransaction becomes eth_sendTransaction from the sender, wei as 0x hex, empty data left out', async () => {
    await expect(eip155Parts.prepare('sendTransaction', { to: RECIPIENT, value: 255n, data: '0x' }, sender)).resolves.toMatchObject({
      kind: 'transaction',
      sentTo: RECIPIENT,
      rpc: { method: 'eth_sendTransaction', params: [{ from: FROM, to: RECIPIENT, value: '0xff' }] },
    })
    expect(toRpcTransaction(FROM, { to: RECIPIENT, data: '0x1234' })).toEqual({ from: FROM, to: RECIPIENT, data: '0x1234' })
  })

  it('a sent transaction is in a block once eth_getTransactionReceipt answers a receipt (null until then): status 1 succeeded, 0 reverted', () => {
    const check = eip155Parts.inclusion!(`0x${'ab'.repeat(32)}`)
    expect(check.rpc).toEqual({ method: 'eth_getTransactionReceipt', params: [`0x${'ab'.repeat(32)}`] })
    expect(check.read(null)).toBeUndefined()
    expect(check.read({ status: '0x1', blockNumber: '0x10' })).toBe('succeeded')
    expect(check.read({ status: '0x0', blockNumber: '0x10' })).toBe('failed')
  })

  it('writeContract encodes the function call as the data of a transaction to the contract', async () => {
    const prepared = await eip155Parts.prepare('writeContract', { address: RECIPIENT, abi: erc20Abi, functionName: 'approve', args: [FROM, 1n], value: 0n }, sender)
    expect(prepared?.rpc).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: FROM, to: RECIPIENT, value: '0x0', data: `0x095ea7b3${FROM.slice(2).toLowerCase().padStart(64, '0')}${'1'.padStart(64, '0')}` }],
    })
  })

  it('a function the ABI does not have is an invalid contract call', async () => {
    await expect(eip155Parts.prepare('writeContract', { address: RECIPIENT, abi: erc20Abi, functionName: 'mintForFree' }, sender)).rejects.toThrow(
      /^Invalid contract call: Function "mintForFree" not found on ABI/,
    )
  })

  it('a name eip155 does not declare answers undefined, so the client can say the chain does not support it', async () => {
    await expect(eip155Parts.prepare('signPsbt', {}, sender)).resolves.toBeUndefined()
    await expect(eip155Parts.prepare('__proto__', {}, sender)).resolves.toBeUndefined()
  })

  it("typed data goes as JSON with EIP712Domain derived from the domain's fields in EIP-712 order and bigints as decimals", () => {
    const json = typedDataJson({ domain: { chainId: 1n, name: 'Foyer' }, types: { A: [{ name: 'n', type: 'uint256' }] }, primaryType: 'A', message: { n: 2n ** 70n } })
    expect(JSON.parse(json)).toEqual({
      domain: { chainId: '1', name: 'Foyer' },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        A: [{ name: 'n', type: 'uint256' }],
      },
      primaryType: 'A',
      message: { n: (2n ** 70n).toString() },
    })
  })

  it("the wallet's answer is read as 0x hex; anything else is an error", async () => {
    const prepared = await eip155Parts.prepare('sendTransaction', { to: RECIPIENT }, sender)
    expect(prepared?.read(`0x${'cd'.repeat(32)}`)).toBe(`0x${'cd'.repeat(32)}`)
    expect(() => prepared?.read(null)).toThrow('not 0x-prefixed hex')
  })
})
