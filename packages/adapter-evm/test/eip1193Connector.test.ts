import { describe, expect, it, vi } from 'vitest'
import { isUserRejection } from '@foyer/core/internal'
import { eip1193Connector, ProviderRpcError } from '../src/index.ts'
import { createTestWallet, TEST_ACCOUNTS, type TestWalletOptions } from '../src/testing/testWallet.ts'
import { devnet, devnet2 } from './networks.ts'

function setup(options: TestWalletOptions = {}) {
  const wallet = createTestWallet({ chainId: 31337, chains: [31337], ...options })
  const connector = eip1193Connector(wallet, { id: 'io.test', name: 'Test', type: 'ANNOUNCED' })
  return { wallet, connector }
}
const methods = (wallet: { requests: { method: string }[] }) => wallet.requests.map((request) => request.method)

describe('eip1193Connector', () => {
  it('describes itself as an eip155 connector with the given metadata and provider', () => {
    const { wallet, connector } = setup()
    expect(connector).toMatchObject({ id: 'io.test', name: 'Test', type: 'ANNOUNCED', chain: 'eip155' })
    expect(connector.provider).toBe(wallet)
  })

  describe('connect', () => {
    it('connect requests accounts then reads the chain id', async () => {
      const { wallet, connector } = setup()
      await expect(connector.connect({})).resolves.toEqual({ addresses: TEST_ACCOUNTS, chainId: 31337 })
      expect(methods(wallet)).toEqual(['eth_requestAccounts', 'eth_chainId'])
    })

    it('connect switches to the requested network when the wallet is on another one', async () => {
      const { wallet, connector } = setup({ chains: [31337, 31338] })
      await expect(connector.connect({ network: devnet2 })).resolves.toEqual({ addresses: TEST_ACCOUNTS, chainId: 31338 })
      expect(wallet.requests).toContainEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    })

    it('connect does not switch when the wallet is already on the requested network', async () => {
      const { wallet, connector } = setup()
      await connector.connect({ network: devnet })
      expect(methods(wallet)).not.toContain('wallet_switchEthereumChain')
    })

    it('connect reports the wallet chain when the switch is declined', async () => {
      const { connector } = setup({ chains: [31337, 31338], failSwitch: 4001 })
      await expect(connector.connect({ network: devnet2 })).resolves.toEqual({ addresses: TEST_ACCOUNTS, chainId: 31337 })
    })

    it('a rejected connect propagates as a user rejection with code 4001', async () => {
      const { connector } = setup({ rejectConnect: true })
      const error = await connector.connect({}).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ProviderRpcError)
      expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
      expect(isUserRejection(error)).toBe(true)
    })

    it('a rejection nested as data.originalError is surfaced with code 4001', async () => {
      const { connector } = setup({ rejectConnect: true, nestErrors: true })
      await expect(connector.connect({})).rejects.toMatchObject({ code: 4001 })
    })
  })

  describe('reconnect', () => {
    it('reconnect returns the account when the wallet still authorises the site', async () => {
      const { wallet, connector } = setup({ connected: true })
      await expect(connector.reconnect()).resolves.toEqual({ addresses: TEST_ACCOUNTS, chainId: 31337 })
      expect(methods(wallet)).toEqual(['eth_accounts', 'eth_chainId'])
    })

    it('reconnect returns null when eth_accounts is empty', async () => {
      const { wallet, connector } = setup()
      await expect(connector.reconnect()).resolves.toBeNull()
      expect(methods(wallet)).not.toContain('eth_requestAccounts')
      expect(wallet.listenerCount('accountsChanged')).toBe(0)
    })
  })

  describe('disconnect', () => {
    it('disconnect revokes the permission and stops forwarding events', async () => {
      const { wallet, connector } = setup()
      await connector.connect({})
      const changed = vi.fn()
      connector.on('chainChanged', changed)
      await connector.disconnect()
      expect(wallet.requests.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      wallet.emit('chainChanged', '0x1')
      expect(changed).not.toHaveBeenCalled()
      for (const event of ['accountsChanged', 'chainChanged', 'disconnect']) expect(wallet.listenerCount(event)).toBe(0)
    })

    it('disconnect ignores a wallet that cannot revoke permissions', async () => {
      const { connector } = setup({ failRevoke: true })
      await connector.connect({})
      await expect(connector.disconnect()).resolves.toBeUndefined()
    })
  })

  describe('switchNetwork', () => {
    it('switchNetwork asks the wallet to switch with the hex chain id', async () => {
      const { wallet, connector } = setup({ chains: [31337, 31338] })
      await connector.switchNetwork(devnet2)
      expect(wallet.requests).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }])
      expect(wallet.chainId).toBe(31338)
    })

    it('switchNetwork adds the chain when the wallet answers 4902', async () => {
      const { wallet, connector } = setup()
      await connector.switchNetwork(devnet2)
      expect(wallet.requests).toEqual([
        { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
        {
          method: 'wallet_addEthereumChain',
          params: [
            {
              chainId: '0x7a6a',
              chainName: 'Foyer Devnet 2',
              rpcUrls: ['http://127.0.0.1:8546'],
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              blockExplorerUrls: ['http://127.0.0.1:8547'],
            },
          ],
        },
        { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
      ])
      expect(wallet.chainId).toBe(31338)
    })

    it('switchNetwork adds the chain with the default rpc and no explorer when those are all it has', async () => {
      const { wallet, connector } = setup({ chainId: 31338, chains: [31338] })
      await connector.switchNetwork(devnet)
      const added = wallet.requests.find((request) => request.method === 'wallet_addEthereumChain')
      expect(added?.params).toEqual([{ chainId: '0x7a69', chainName: 'Foyer Devnet', rpcUrls: ['http://127.0.0.1:8545'], nativeCurrency: devnet.nativeCurrency }])
    })

    it('switchNetwork recognises a 4902 nested as data.originalError.code', async () => {
      const { wallet, connector } = setup({ nestErrors: true })
      await connector.switchNetwork(devnet2)
      expect(methods(wallet)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
      expect(wallet.chainId).toBe(31338)
    })

    it("switchNetwork throws 'Chain is not supported' when adding the chain fails", async () => {
      const { connector } = setup({ failAddChain: true })
      const error = await connector.switchNetwork(devnet2).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(Error)
      expect(error).toMatchObject({ message: 'Chain is not supported' })
      expect(isUserRejection(error)).toBe(false)
    })

    it('switchNetwork propagates a rejected add-chain as a user rejection', async () => {
      const { connector } = setup({ failAddChain: 4001 })
      await expect(connector.switchNetwork(devnet2)).rejects.toMatchObject({ code: 4001 })
    })

    it('switchNetwork propagates a rejected switch as a user rejection without adding the chain', async () => {
      const { wallet, connector } = setup({ chains: [31337, 31338], failSwitch: 4001 })
      const error = await connector.switchNetwork(devnet2).catch((caught: unknown) => caught)
      expect(isUserRejection(error)).toBe(true)
      expect(methods(wallet)).toEqual(['wallet_switchEthereumChain'])
    })

    it('switchNetwork propagates other switch errors with their code', async () => {
      const { connector } = setup({ chains: [31337, 31338], failSwitch: true })
      await expect(connector.switchNetwork(devnet2)).rejects.toMatchObject({ code: -32603, message: 'Switch failed.' })
    })
  })

  describe('signMessage', () => {
    it('signMessage sends personal_sign with the utf-8 message as hex and the address', async () => {
      const { wallet, connector } = setup({ connected: true })
      const signature = await connector.signMessage({ message: 'héllo Foyer', address: TEST_ACCOUNTS[0]! })
      expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
      expect(wallet.requests).toEqual([{ method: 'personal_sign', params: ['0x68c3a96c6c6f20466f796572', TEST_ACCOUNTS[0]] }])
    })

    it('a rejected signature propagates as a user rejection', async () => {
      const { connector } = setup({ connected: true, rejectSign: true })
      await expect(connector.signMessage({ message: 'hi', address: TEST_ACCOUNTS[0]! })).rejects.toMatchObject({
        code: 4001,
      })
    })
  })

  describe('rpc', () => {
    it("rpc carries the namespace's request to the provider as is and answers its result", async () => {
      const { wallet, connector } = setup({ connected: true })
      const typedData = '{"types":{}}'
      await expect(connector.rpc({ method: 'eth_signTypedData_v4', params: [TEST_ACCOUNTS[0], typedData] })).resolves.toMatch(/^0x[0-9a-f]{130}$/)
      expect(wallet.requests).toEqual([{ method: 'eth_signTypedData_v4', params: [TEST_ACCOUNTS[0], typedData] }])
    })

    it('a refused rpc propagates as a user rejection', async () => {
      const { connector } = setup({ connected: true, rejectSign: true })
      await expect(connector.rpc({ method: 'eth_signTypedData_v4', params: [TEST_ACCOUNTS[0], '{}'] })).rejects.toMatchObject({ code: 4001 })
    })
  })

  describe('events', () => {
    it('accountsChanged is forwarded with the addresses', async () => {
      const { wallet, connector } = setup()
      const changed = vi.fn()
      connector.on('accountsChanged', changed)
      await connector.connect({})
      wallet.emit('accountsChanged', [TEST_ACCOUNTS[1]])
      expect(changed).toHaveBeenLastCalledWith([TEST_ACCOUNTS[1]])
    })

    it("an empty accountsChanged becomes 'disconnect'", async () => {
      const { wallet, connector } = setup()
      const changed = vi.fn()
      const disconnected = vi.fn()
      await connector.connect({})
      connector.on('accountsChanged', changed)
      connector.on('disconnect', disconnected)
      wallet.emit('accountsChanged', [])
      expect(disconnected).toHaveBeenCalledOnce()
      expect(changed).not.toHaveBeenCalled()
    })

    it('chainChanged turns the hex chain id into a number', async () => {
      const { wallet, connector } = setup()
      const changed = vi.fn()
      connector.on('chainChanged', changed)
      await connector.connect({})
      wallet.emit('chainChanged', '0x7a6a')
      expect(changed).toHaveBeenCalledWith(31338)
    })

    it('disconnect from the wallet is forwarded and stops forwarding', async () => {
      const { wallet, connector } = setup()
      const disconnected = vi.fn()
      connector.on('disconnect', disconnected)
      await connector.connect({})
      wallet.emit('disconnect', new ProviderRpcError(4900, 'Disconnected'))
      expect(disconnected).toHaveBeenCalledOnce()
      expect(wallet.listenerCount('chainChanged')).toBe(0)
    })

    it('a MetaMask reconnecting disconnect (1013) is not a disconnect', async () => {
      const { wallet, connector } = setup()
      const disconnected = vi.fn()
      connector.on('disconnect', disconnected)
      await connector.connect({})
      wallet.emit('disconnect', new ProviderRpcError(1013, 'Try again later'))
      expect(disconnected).not.toHaveBeenCalled()
    })

    it('events are forwarded only once connected', async () => {
      const { wallet, connector } = setup()
      const changed = vi.fn()
      connector.on('chainChanged', changed)
      wallet.emit('chainChanged', '0x1')
      expect(changed).not.toHaveBeenCalled()
      await connector.connect({})
      await connector.connect({})
      expect(wallet.listenerCount('chainChanged')).toBe(1)
    })

    it('reconnect starts forwarding events', async () => {
      const { wallet, connector } = setup({ connected: true })
      const changed = vi.fn()
      connector.on('chainChanged', changed)
      await connector.reconnect()
      wallet.emit('chainChanged', '0x1')
      expect(changed).toHaveBeenCalledWith(1)
    })

    it('on() returns a function that unsubscribes', async () => {
      const { wallet, connector } = setup()
      const changed = vi.fn()
      const off = connector.on('chainChanged', changed)
      await connector.connect({})
      off()
      wallet.emit('chainChanged', '0x1')
      expect(changed).not.toHaveBeenCalled()
    })
  })
})
