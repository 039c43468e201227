import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { BITCOIN_NETWORKS } from '../src/bitcoinNetwork.ts'
import { createUnisatTestWallet, type BitcoinTestWalletOptions } from '../src/testing/index.ts'
import { unisatConnector } from '../src/unisatConnector.ts'
import { WalletRejectedError, WrongNetworkError } from '../src/walletErrors.ts'
import { MAINNET_PAYMENT, REGTEST_ORDINALS, REGTEST_PAYMENT, SEED, failureOf, recognisableSigner, recognised, recordEvents, regtest, settle, signet, testnet4 } from './support.ts'

const TESTNET_PAYMENT = 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl'
const PSBT = base64.encode(Uint8Array.from([0x70, 0x73, 0x62, 0x74, 0xff, 9, 9]))

const setup = (options: Partial<BitcoinTestWalletOptions> = {}) => {
  const wallet = createUnisatTestWallet({ seed: SEED, signMessage: recognisableSigner, signPsbt: (psbt) => `${psbt.slice(0, -4)}AAAA`, ...options })
  return { wallet, connector: unisatConnector(wallet, { id: 'bip122:unisat', name: 'UniSat Wallet' }) }
}

describe('a UniSat-style wallet', () => {
  it('connects its one address as the account (regtest by its address: UniSat names no regtest) with its public key', async () => {
    const { connector } = setup()
    expect([connector.type, connector.chain]).toEqual(['INJECTED', 'bip122'])
    expect(await connector.connect({ network: regtest })).toEqual({
      addresses: [REGTEST_PAYMENT],
      chainId: BITCOIN_NETWORKS.regtest,
      accounts: [{ address: REGTEST_PAYMENT, type: 'payment', publicKey: expect.stringMatching(/^0[23]/) }],
    })
    expect(await connector.rpc({ method: 'getAccountAddresses', params: {} })).toEqual([{ address: REGTEST_PAYMENT, publicKey: expect.stringMatching(/^0[23]/), intention: 'payment' }])
  })

  it('signs with bip322-simple unless ECDSA is asked for', async () => {
    const { wallet, connector } = setup()
    await connector.connect({ network: regtest })
    expect(await connector.signMessage({ message: 'hello', address: REGTEST_PAYMENT })).toBe(recognised('bip322', REGTEST_PAYMENT, 'hello'))
    expect(wallet.calls.at(-1)).toEqual({ method: 'signMessage', params: { message: 'hello', type: 'bip322-simple' } })
    expect(await connector.rpc({ method: 'signMessage', params: { message: 'gm', protocol: 'ecdsa' } })).toEqual({
      address: REGTEST_PAYMENT,
      signature: recognised('ecdsa', REGTEST_PAYMENT, 'gm'),
      protocol: 'ecdsa',
    })
  })

  it('sends one recipient through sendBitcoin, signs PSBTs (hex) and pushes them when asked', async () => {
    const { wallet, connector } = setup()
    await connector.connect({ network: regtest })
    const { txid } = (await connector.rpc({ method: 'sendTransfer', params: { recipients: [{ address: REGTEST_ORDINALS, amount: '2500' }] } })) as { txid: string }
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(wallet.calls.at(-1)).toEqual({ method: 'sendBitcoin', params: { toAddress: REGTEST_ORDINALS, satoshis: 2500 } })
    const two = [
      { address: REGTEST_ORDINALS, amount: '1' },
      { address: REGTEST_PAYMENT, amount: '2' },
    ]
    expect(await failureOf(connector.rpc({ method: 'sendTransfer', params: { recipients: two } }))).toMatchObject({ code: 4200 })
    const signed = (await connector.rpc({ method: 'signPsbt', params: { psbt: PSBT, signInputs: [{ address: REGTEST_PAYMENT, index: 0, sighashTypes: [1] }], broadcast: true } })) as {
      psbt: string
      txid: string
    }
    expect(wallet.calls.slice(-2)).toEqual([
      { method: 'signPsbt', params: { psbtHex: '70736274ff0909', options: { autoFinalized: true, toSignInputs: [{ index: 0, address: REGTEST_PAYMENT, sighashTypes: [1] }] } } },
      { method: 'pushPsbt', params: expect.any(String) },
    ])
    expect(signed).toEqual({ psbt: expect.stringMatching(/AAAA$/), txid: expect.stringMatching(/^[0-9a-f]{64}$/) })
  })

  it('is switched from the page where it can (switchChain), the new network told before the new account; to regtest it cannot', async () => {
    const { wallet, connector } = setup({ network: 'mainnet' })
    const mainnet = { ...regtest, id: BITCOIN_NETWORKS.mainnet, caipNetworkId: `bip122:${BITCOIN_NETWORKS.mainnet}` as const, name: 'Bitcoin' }
    expect(await connector.connect({ network: mainnet })).toMatchObject({ addresses: [MAINNET_PAYMENT], chainId: BITCOIN_NETWORKS.mainnet })
    const { seen } = recordEvents(connector)
    await connector.switchNetwork(testnet4)
    await settle()
    expect(wallet.calls.filter((call) => call.method === 'switchChain')).toEqual([{ method: 'switchChain', params: 'BITCOIN_TESTNET4' }])
    const chain = seen.findIndex((event) => (event as string[])[0] === 'chainChanged')
    const account = seen.findIndex((event) => (event as string[])[0] === 'accountsChanged')
    expect([seen[chain], seen[account], chain < account]).toEqual([['chainChanged', BITCOIN_NETWORKS.testnet4], ['accountsChanged', [TESTNET_PAYMENT]], true])
    const failure = await failureOf(connector.switchNetwork(regtest))
    expect(failure).toBeInstanceOf(WrongNetworkError)
    expect(failure.message).toBe("UniSat Wallet's account is on a Bitcoin test network (testnet or signet), not on Bitcoin Regtest: switch UniSat Wallet to Bitcoin Regtest in the wallet")
    // The wallet stayed where it was, and so does the connection.
    expect(await connector.rpc({ method: 'getAccountAddresses', params: {} })).toEqual([{ address: TESTNET_PAYMENT, publicKey: expect.any(String), intention: 'payment' }])
  })

  it('follows accountsChanged and networkChanged', async () => {
    const { wallet, connector } = setup()
    await connector.connect({ network: regtest })
    const { seen } = recordEvents(connector)
    wallet.switchAccount(1)
    await settle()
    expect(seen).toEqual([['accountsChanged', [expect.stringMatching(/^bcrt1q/)]]])
    wallet.switchAccount(0)
    await settle()
    wallet.switchNetworkFromWallet('signet')
    await settle()
    expect(seen.slice(2)).toEqual([
      ['chainChanged', BITCOIN_NETWORKS.signet],
      ['accountsChanged', [TESTNET_PAYMENT]],
    ])
    await connector.disconnect()
    expect(wallet.listenerCount()).toBe(0)
    expect(wallet.authorized).toBe(false)
  })

  it('reconnects through getAccounts while it shares an account', async () => {
    const { connector } = setup()
    expect(await connector.reconnect({ network: regtest })).toBeNull()
    await connector.connect({ network: regtest })
    expect(await connector.reconnect({ network: regtest })).toMatchObject({ addresses: [REGTEST_PAYMENT], chainId: BITCOIN_NETWORKS.regtest })
  })

  it('maps 4001 to a WalletRejectedError, keeps a failure, says no account; on another network it is switched at connect where it can', async () => {
    const { wallet, connector } = setup({ reject: true })
    expect(await failureOf(connector.connect({ network: regtest }))).toBeInstanceOf(WalletRejectedError)
    wallet.flags.reject = false
    wallet.flags.fail = true
    const failed = await failureOf(connector.connect({ network: regtest }))
    expect([failed instanceof WalletRejectedError, failed.message]).toEqual([false, 'The wallet failed: internal error'])
    wallet.flags.fail = false
    wallet.flags.noAccounts = true
    expect((await failureOf(connector.connect({ network: regtest }))).message).toBe('UniSat Wallet connected without a Bitcoin payment address')
    wallet.flags.noAccounts = false
    wallet.flags.wrongNetwork = true
    // On mainnet, asked for regtest (which UniSat has not): it stays, and is reported where it is.
    expect(await connector.connect({ network: regtest })).toMatchObject({ addresses: [MAINNET_PAYMENT], chainId: BITCOIN_NETWORKS.mainnet })
    expect(await failureOf(connector.switchNetwork(regtest))).toBeInstanceOf(WrongNetworkError)
    wallet.flags.wrongNetwork = false
    wallet.network = 'mainnet'
    // On mainnet, asked for signet: switched at connect, as an EVM wallet is asked for the page's chain.
    expect(await connector.connect({ network: signet })).toMatchObject({ addresses: [TESTNET_PAYMENT], chainId: BITCOIN_NETWORKS.signet })
    expect(wallet.calls.filter((call) => call.method === 'switchChain')).toEqual([{ method: 'switchChain', params: 'BITCOIN_SIGNET' }])
  })
})
