import { FoyerError, THROWN } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { BITCOIN_NETWORKS } from '../src/bitcoinNetwork.ts'
import { createStandardBitcoinTestWallet } from '../src/testing/index.ts'
import { WalletRejectedError, WrongNetworkError } from '../src/walletErrors.ts'
import { walletStandardConnector } from '../src/walletStandardConnector.ts'
import { MAINNET_PAYMENT, REGTEST_ORDINALS, REGTEST_PAYMENT, SEED, failureOf, mainnet, recognisableSigner, recognised, recordEvents, regtest, signet } from './support.ts'

const setup = (options: Partial<Parameters<typeof createStandardBitcoinTestWallet>[0]> = {}) => {
  const wallet = createStandardBitcoinTestWallet({ seed: SEED, signMessage: recognisableSigner, name: 'Phantom', ...options })
  return { wallet, connector: walletStandardConnector(wallet, { id: 'bip122:phantom', type: 'ANNOUNCED' }) }
}

describe('a Wallet Standard Bitcoin wallet', () => {
  it('connects its payment address as the account, on the page’s network, and keeps its ordinals address', async () => {
    const { wallet, connector } = setup()
    expect([connector.id, connector.name, connector.type, connector.chain, connector.imageUrl?.startsWith('data:image/')]).toEqual(['bip122:phantom', 'Phantom', 'ANNOUNCED', 'bip122', true])
    expect(await connector.connect({ network: regtest })).toMatchObject({ addresses: [REGTEST_PAYMENT], chainId: BITCOIN_NETWORKS.regtest })
    expect(wallet.calls[0]).toEqual({ method: 'bitcoin:connect', params: { purposes: ['payment', 'ordinals'] } })
    expect(await connector.rpc({ method: 'getAccountAddresses', params: { account: REGTEST_PAYMENT } })).toEqual([
      { address: REGTEST_PAYMENT, publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/), intention: 'payment' },
      { address: REGTEST_ORDINALS, publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/), intention: 'ordinal' },
    ])
  })

  it("signs messages through bitcoin:signMessage, labelled ECDSA (the feature's format), with the address asked for", async () => {
    const { connector } = setup()
    await connector.connect({ network: regtest })
    expect(await connector.signMessage({ message: 'hello', address: REGTEST_PAYMENT })).toBe(recognised('ecdsa', REGTEST_PAYMENT, 'hello'))
    expect(await connector.rpc({ method: 'signMessage', params: { account: REGTEST_PAYMENT, address: REGTEST_ORDINALS, message: 'gm' } })).toEqual({
      address: REGTEST_ORDINALS,
      signature: recognised('ecdsa', REGTEST_ORDINALS, 'gm'),
      protocol: 'ecdsa',
    })
    expect(await failureOf(connector.rpc({ method: 'signMessage', params: { message: 'gm', protocol: 'bip322' } }))).toMatchObject({ code: 4200 })
    expect(await failureOf(connector.rpc({ method: 'signMessage', params: { message: 'gm', address: MAINNET_PAYMENT } }))).toBeInstanceOf(TypeError)
    expect(await failureOf(connector.rpc({ method: 'signMessage', params: { account: MAINNET_PAYMENT, message: 'gm' } }))).toBeInstanceOf(TypeError)
  })

  it('has no transfer and no PSBT through the standard yet: 4200', async () => {
    const { connector } = setup()
    await connector.connect({ network: regtest })
    expect(await failureOf(connector.rpc({ method: 'sendTransfer', params: { recipients: [{ address: REGTEST_PAYMENT, amount: '1000' }] } }))).toMatchObject({ code: 4200 })
    expect(await failureOf(connector.rpc({ method: 'signPsbt', params: { psbt: 'cHNidP8B' } }))).toMatchObject({ code: 4200 })
  })

  it('follows the wallet: another account, another network (the network first), and the end of the connection', async () => {
    const { wallet, connector } = setup()
    await connector.connect({ network: regtest })
    const { seen } = recordEvents(connector)
    wallet.switchAccount(1)
    const second = (seen.at(-1) as [string, string[]])[1][0]!
    expect(seen).toEqual([['accountsChanged', [expect.stringMatching(/^bcrt1q/)]]])
    expect(second).not.toBe(REGTEST_PAYMENT)
    wallet.switchAccount(0)
    wallet.switchNetworkFromWallet('mainnet')
    expect(seen.slice(2)).toEqual([
      ['chainChanged', BITCOIN_NETWORKS.mainnet],
      ['accountsChanged', [MAINNET_PAYMENT]],
    ])
    wallet.disconnectFromWallet()
    expect(seen.at(-1)).toEqual(['disconnect'])
    expect(wallet.listenerCount()).toBe(0)
  })

  it('switches among networks its account is on, and answers a WrongNetworkError for the others (the visitor switches in the wallet)', async () => {
    const { wallet, connector } = setup()
    await connector.connect({ network: regtest })
    const failure = await failureOf(connector.switchNetwork(signet))
    expect(failure).toBeInstanceOf(WrongNetworkError)
    expect(failure.message).toBe("Phantom's account is on Bitcoin regtest, not on Bitcoin Signet: switch Phantom to Bitcoin Signet in the wallet")
    await connector.switchNetwork(regtest)
    wallet.switchNetworkFromWallet('testnet')
    // A tb1 account serves every test network but regtest: the wallet does not say which.
    await connector.switchNetwork(signet)
    await connector.disconnect()
    expect(wallet.authorized).toBe(false)
    expect(wallet.listenerCount()).toBe(0)
  })

  it("refuses a network whose chain the wallet does not list with the catalogue's 'chain not supported'", async () => {
    const { wallet, connector } = setup()
    await connector.connect({ network: regtest })
    Object.assign(wallet, { chains: ['bitcoin:mainnet', 'bitcoin:testnet'] })
    const failure = await failureOf(connector.switchNetwork(regtest))
    expect([failure instanceof FoyerError, failure.message]).toEqual([true, THROWN.CHAIN_NOT_SUPPORTED])
  })

  it('reconnects silently while the wallet still shares its accounts, and not after it forgot the site', async () => {
    const { wallet, connector } = setup()
    expect(await connector.reconnect({ network: regtest })).toBeNull()
    await connector.connect({ network: regtest })
    const again = walletStandardConnector(wallet, { id: 'bip122:phantom', type: 'ANNOUNCED' })
    expect(await again.reconnect({ network: regtest })).toMatchObject({ addresses: [REGTEST_PAYMENT], chainId: BITCOIN_NETWORKS.regtest })
  })

  it('maps its failures: a refusal is a WalletRejectedError (4001), a failure stays one, no account and another network are said', async () => {
    const { wallet, connector } = setup({ reject: true })
    const refused = await failureOf(connector.connect({ network: regtest }))
    expect(refused).toBeInstanceOf(WalletRejectedError)
    expect(refused.code).toBe(4001)
    wallet.flags.reject = false
    wallet.flags.fail = true
    const failed = await failureOf(connector.connect({ network: regtest }))
    expect([failed instanceof WalletRejectedError, failed.message]).toEqual([false, 'The wallet failed: internal error'])
    wallet.flags.fail = false
    wallet.flags.noAccounts = true
    expect((await failureOf(connector.connect({ network: regtest }))).message).toBe('Phantom connected without a Bitcoin payment address')
    wallet.flags.noAccounts = false
    wallet.flags.wrongNetwork = true
    // Reported where it is: the client shows the unsupported-network view.
    expect(await connector.connect({ network: regtest })).toMatchObject({ addresses: [MAINNET_PAYMENT], chainId: BITCOIN_NETWORKS.mainnet })
    await connector.switchNetwork(mainnet)
    wallet.flags.wrongNetwork = false
    await connector.connect({ network: regtest })
    wallet.flags.reject = true
    expect(await failureOf(connector.signMessage({ message: 'hi', address: REGTEST_PAYMENT }))).toBeInstanceOf(WalletRejectedError)
  })
})
