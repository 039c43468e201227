import { describe, expect, it, vi } from 'vitest'
import { MOCK_RPC_ANSWER, MOCK_SIGNATURE, mockAdapter, mockConnector } from '@foyer/core/testing'
import { isUserRejection } from '../../src/errors.ts'
import { mainnet, optimism } from '../fixtures/networks.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('the public mock connector (@foyer/core/testing)', () => {
  it('connects with the configured addresses and chain', async () => {
    const wallet = mockConnector({ addresses: [ADDRESS], chainId: 10 })
    await expect(wallet.connect({})).resolves.toEqual({ addresses: [ADDRESS], chainId: 10 })
    expect(wallet).toMatchObject({ id: 'mock-wallet', chain: 'eip155', type: 'INJECTED' })
  })

  it('rejectConnect refuses only the connection, with a 4001 user rejection', async () => {
    const wallet = mockConnector({ addresses: [ADDRESS], rejectConnect: true })
    const error = await wallet.connect({}).catch((caught: unknown) => caught)
    expect(isUserRejection(error)).toBe(true)
    await expect(wallet.switchNetwork(optimism)).resolves.toBeUndefined()
    await expect(wallet.signMessage({ message: 'hi', address: ADDRESS })).resolves.toBe(MOCK_SIGNATURE)
  })

  it('reject refuses connect, switch, signatures and requests alike', async () => {
    const wallet = mockConnector({ reject: true })
    for (const call of [wallet.connect({}), wallet.switchNetwork(mainnet), wallet.signMessage({ message: 'hi', address: ADDRESS }), wallet.rpc({ method: 'eth_sendTransaction' })]) {
      await expect(call).rejects.toMatchObject({ code: 4001 })
    }
  })

  it('rejectRequests refuses signatures and requests but lets the connection through', async () => {
    const wallet = mockConnector({ addresses: [ADDRESS], rejectRequests: true })
    await expect(wallet.connect({})).resolves.toMatchObject({ addresses: [ADDRESS] })
    await expect(wallet.signMessage({ message: 'hi', address: ADDRESS })).rejects.toMatchObject({ code: 4001 })
    await expect(wallet.rpc({ method: 'eth_signTypedData_v4', params: [ADDRESS, '{}'] })).rejects.toMatchObject({ code: 4001 })
  })

  it('fail makes that one call throw a plain error, not a rejection', async () => {
    const wallet = mockConnector({ fail: 'switch' })
    const error = await wallet.switchNetwork(optimism).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(isUserRejection(error)).toBe(false)
    await expect(wallet.connect({})).resolves.toBeDefined()
    wallet.flags.fail = 'request'
    await expect(wallet.rpc({ method: 'x' })).rejects.toThrow('Mock wallet failed: request')
  })

  it('forgotSite makes reconnect answer null', async () => {
    const wallet = mockConnector({ addresses: [ADDRESS] })
    await expect(wallet.reconnect()).resolves.toMatchObject({ addresses: [ADDRESS] })
    wallet.flags.forgotSite = true
    await expect(wallet.reconnect()).resolves.toBeNull()
  })

  it('a switch once connected is reported through chainChanged, as a real wallet does', async () => {
    const wallet = mockConnector()
    const changed = vi.fn()
    wallet.on('chainChanged', changed)
    await wallet.switchNetwork(optimism)
    expect(changed).not.toHaveBeenCalled()
    await wallet.connect({})
    await wallet.switchNetwork(optimism)
    expect(changed).toHaveBeenCalledWith(optimism.id)
  })

  it("the wallet's side can switch chain and disconnect on its own", async () => {
    const wallet = mockConnector()
    const changed = vi.fn()
    const ended = vi.fn()
    wallet.on('chainChanged', changed)
    wallet.on('disconnect', ended)
    wallet.switchChainFromWallet(137)
    wallet.disconnectFromWallet()
    expect(changed).toHaveBeenCalledWith(137)
    expect(ended).toHaveBeenCalledOnce()
    await expect(wallet.connect({})).resolves.toMatchObject({ chainId: 137 })
  })

  it('rpc answers MOCK_RPC_ANSWER, or what the test says, and records every call', async () => {
    const plain = mockConnector()
    await expect(plain.rpc({ method: 'eth_sendTransaction', params: [] })).resolves.toBe(MOCK_RPC_ANSWER)
    const scripted = mockConnector({ answer: ({ method }) => `answered ${method}` })
    await expect(scripted.rpc({ method: 'solana_signMessage' })).resolves.toBe('answered solana_signMessage')
    expect(scripted.calls).toEqual([{ method: 'rpc', args: [{ method: 'solana_signMessage' }] }])
  })

  it('mockAdapter announces its connectors at once and reports being stopped', () => {
    const wallet = mockConnector()
    const adapter = mockAdapter('eip155', [wallet])
    const seen = vi.fn()
    const stop = adapter.watchConnectors(seen)
    expect(seen).toHaveBeenCalledWith([wallet])
    stop()
    expect(adapter.stopped).toBe(true)
  })
})
