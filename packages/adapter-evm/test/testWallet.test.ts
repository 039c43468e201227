import { describe, expect, it, vi } from 'vitest'
import { createTestWallet, TEST_ACCOUNTS, announceTestWallet } from '../src/testing/testWallet.ts'

describe('test wallet', () => {
  it('records every request it gets', async () => {
    const wallet = createTestWallet()
    await wallet.request({ method: 'eth_chainId' })
    await wallet.request({ method: 'eth_accounts', params: [] })
    expect(wallet.requests).toEqual([{ method: 'eth_chainId' }, { method: 'eth_accounts', params: [] }])
  })

  it('exposes accounts only once connected and emits accountsChanged on connect', async () => {
    const wallet = createTestWallet({ chainId: 5 })
    const changed = vi.fn()
    wallet.on('accountsChanged', changed)
    await expect(wallet.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(wallet.request({ method: 'eth_requestAccounts' })).resolves.toEqual(TEST_ACCOUNTS)
    await expect(wallet.request({ method: 'eth_accounts' })).resolves.toEqual(TEST_ACCOUNTS)
    await expect(wallet.request({ method: 'eth_chainId' })).resolves.toBe('0x5')
    expect(changed).toHaveBeenCalledWith(TEST_ACCOUNTS)
  })

  it('answers 4902 for a chain it does not know until the chain is added', async () => {
    const wallet = createTestWallet()
    const switchTo = () => wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    await expect(switchTo()).rejects.toMatchObject({ code: 4902 })
    await wallet.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0xa' }] })
    await expect(switchTo()).resolves.toBeNull()
    expect(wallet.chainId).toBe(10)
  })

  it('feature flags can change between requests', async () => {
    const wallet = createTestWallet({ rejectSign: true })
    const sign = () => wallet.request({ method: 'personal_sign', params: ['0x00', TEST_ACCOUNTS[0]] })
    await expect(sign()).rejects.toMatchObject({ code: 4001 })
    wallet.features.rejectSign = false
    await expect(sign()).resolves.toMatch(/^0x/)
  })

  it('answers 4200 for unknown methods', async () => {
    await expect(createTestWallet().request({ method: 'eth_foo' })).rejects.toMatchObject({ code: 4200 })
  })

  it('announceTestWallet announces at once and on every request, until stopped', () => {
    const target = new EventTarget()
    const announced = vi.fn()
    target.addEventListener('eip6963:announceProvider', announced)
    const wallet = createTestWallet()
    const stop = announceTestWallet(target, wallet, { rdns: 'io.example' })
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveBeenCalledTimes(2)
    const detail = (announced.mock.calls[0]?.[0] as CustomEvent).detail
    expect(detail.provider).toBe(wallet)
    expect(detail.info).toMatchObject({ rdns: 'io.example', name: 'Test Wallet' })
    expect(Object.isFrozen(detail.info)).toBe(true)
  })
})
