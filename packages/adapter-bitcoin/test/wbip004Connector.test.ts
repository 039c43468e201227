import { base64, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { BITCOIN_NETWORKS } from '../src/bitcoinNetwork.ts'
import { createWbip004TestWallet, type Wbip004TestWalletOptions } from '../src/testing/index.ts'
import { WalletRejectedError, WrongNetworkError } from '../src/walletErrors.ts'
import { wbip004Connector } from '../src/wbip004Connector.ts'
import { MAINNET_PAYMENT, REGTEST_ORDINALS, REGTEST_PAYMENT, SEED, failureOf, mainnet, recognisableSigner, recognised, recordEvents, regtest, testnet4 } from './support.ts'

const PSBT = base64.encode(Uint8Array.from([0x70, 0x73, 0x62, 0x74, 0xff, 1, 2, 3]))
/** Marks a PSBT as signed by appending the key's first byte: something a test can see went through the wallet. */
const markingSigner = (psbt: string, keys: { payment: Uint8Array }) => base64.encode(Uint8Array.from([...base64.decode(psbt), keys.payment[0]!]))

const setup = (options: Partial<Wbip004TestWalletOptions> = {}) => {
  const wallet = createWbip004TestWallet({ seed: SEED, signMessage: recognisableSigner, signPsbt: markingSigner, name: 'Xverse Wallet', ...options })
  const connector = wbip004Connector(wallet, { id: 'bip122:xverse', name: wallet.info.name, ...(options.dialect && { dialect: options.dialect }) })
  return { wallet, connector }
}

describe('a WBIP004 wallet (Xverse)', () => {
  it('connects its payment address on the network it names, keeps its ordinals address and leaves its Stacks one', async () => {
    const { wallet, connector } = setup()
    expect(await connector.connect({ network: regtest })).toEqual({
      addresses: [REGTEST_PAYMENT],
      chainId: BITCOIN_NETWORKS.regtest,
      accounts: [
        { address: REGTEST_PAYMENT, type: 'payment', publicKey: expect.any(String) },
        { address: REGTEST_ORDINALS, type: 'ordinal', publicKey: expect.any(String) },
      ],
    })
    expect(wallet.calls[0]).toEqual({ method: 'getAddresses', params: { purposes: ['payment', 'ordinals'], message: 'Connect your Bitcoin account' } })
    expect(await connector.rpc({ method: 'getAccountAddresses', params: {} })).toEqual([
      { address: REGTEST_PAYMENT, publicKey: expect.any(String), intention: 'payment' },
      { address: REGTEST_ORDINALS, publicKey: expect.any(String), intention: 'ordinal' },
    ])
  })

  it('signs messages with BIP-322 unless ECDSA is asked for, as the wallet labels them', async () => {
    const { wallet, connector } = setup()
    await connector.connect({ network: regtest })
    expect(await connector.signMessage({ message: 'hello', address: REGTEST_PAYMENT })).toBe(recognised('bip322', REGTEST_PAYMENT, 'hello'))
    expect(wallet.calls.at(-1)).toEqual({ method: 'signMessage', params: { address: REGTEST_PAYMENT, message: 'hello', protocol: 'BIP322' } })
    expect(await connector.rpc({ method: 'signMessage', params: { message: 'gm', protocol: 'ecdsa' } })).toEqual({
      address: REGTEST_PAYMENT,
      signature: recognised('ecdsa', REGTEST_PAYMENT, 'gm'),
      protocol: 'ecdsa',
    })
  })

  it('passes transfers (amounts as numbers) and PSBTs through, answering the txid and the signed PSBT', async () => {
    const { wallet, connector } = setup()
    await connector.connect({ network: regtest })
    const { txid } = (await connector.rpc({ method: 'sendTransfer', params: { account: REGTEST_PAYMENT, recipients: [{ address: REGTEST_ORDINALS, amount: '10000000' }] } })) as { txid: string }
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(wallet.calls.at(-1)).toEqual({ method: 'sendTransfer', params: { recipients: [{ address: REGTEST_ORDINALS, amount: 10000000 }] } })
    expect(wallet.sent).toEqual([{ from: REGTEST_PAYMENT, recipients: [{ address: REGTEST_ORDINALS, amount: '10000000' }] }])
    const signed = (await connector.rpc({
      method: 'signPsbt',
      params: {
        psbt: PSBT,
        signInputs: [
          { address: REGTEST_PAYMENT, index: 0 },
          { address: REGTEST_PAYMENT, index: 2 },
        ],
        broadcast: true,
      },
    })) as { psbt: string; txid: string }
    expect(wallet.calls.at(-1)).toEqual({ method: 'signPsbt', params: { psbt: PSBT, signInputs: { [REGTEST_PAYMENT]: [0, 2] }, broadcast: true } })
    expect(base64.decode(signed.psbt).length).toBe(base64.decode(PSBT).length + 1)
    expect(signed.txid).toMatch(/^[0-9a-f]{64}$/)
  })

  it('follows its events: another account, another network (the network first), the end of the connection', async () => {
    const { wallet, connector } = setup()
    await connector.connect({ network: regtest })
    const { seen } = recordEvents(connector)
    wallet.switchAccount(1)
    expect(seen).toEqual([['accountsChanged', [expect.stringMatching(/^bcrt1q/)]]])
    wallet.switchAccount(0)
    wallet.switchNetworkFromWallet('testnet4')
    expect(seen.slice(2)).toEqual([
      ['chainChanged', BITCOIN_NETWORKS.testnet4],
      ['accountsChanged', ['tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl']],
    ])
    // A transfer to a regtest address would go out on testnet4: refused in words before the wallet is asked.
    const asked = wallet.calls.length
    const wrong = await failureOf(connector.rpc({ method: 'sendTransfer', params: { recipients: [{ address: REGTEST_ORDINALS, amount: '1' }] } }))
    expect(wrong).toBeInstanceOf(WrongNetworkError)
    expect(wrong.message).toBe("Xverse Wallet's account is on a Bitcoin test network (testnet or signet), not on Bitcoin regtest: switch Xverse Wallet to that network in the wallet")
    expect(wallet.calls.length).toBe(asked)
    await connector.switchNetwork(testnet4)
    wallet.disconnectFromWallet()
    expect(seen.at(-1)).toEqual(['disconnect'])
    expect(wallet.listenerCount()).toBe(0)
  })

  it('cannot be switched from the page: another network is a WrongNetworkError', async () => {
    const { connector } = setup()
    await connector.connect({ network: regtest })
    const failure = await failureOf(connector.switchNetwork(mainnet))
    expect(failure).toBeInstanceOf(WrongNetworkError)
    expect(failure.message).toBe("Xverse Wallet's account is on Bitcoin regtest, not on Bitcoin: switch Xverse Wallet to Bitcoin in the wallet")
  })

  it('reconnects through wallet_getAccount while it trusts the site', async () => {
    const { wallet, connector } = setup()
    expect(await connector.reconnect({ network: regtest })).toBeNull()
    await connector.connect({ network: regtest })
    await connector.disconnect()
    expect(wallet.listenerCount()).toBe(0)
    expect(await connector.reconnect({ network: regtest })).toMatchObject({ addresses: [REGTEST_PAYMENT], chainId: BITCOIN_NETWORKS.regtest })
  })

  it('maps its error responses: -32000 is a refusal (4001), others keep their code; no account and another network are said', async () => {
    const { wallet, connector } = setup({ reject: true })
    const refused = await failureOf(connector.connect({ network: regtest }))
    expect([refused instanceof WalletRejectedError, refused.code, refused.message]).toEqual([true, 4001, 'User rejected request'])
    wallet.flags.reject = false
    wallet.flags.fail = true
    const failed = await failureOf(connector.connect({ network: regtest }))
    expect([failed instanceof WalletRejectedError, failed instanceof Error, failed.code]).toEqual([false, true, -32603])
    wallet.flags.fail = false
    wallet.flags.noAccounts = true
    expect((await failureOf(connector.connect({ network: regtest }))).message).toBe('Xverse Wallet connected without a Bitcoin payment address')
    wallet.flags.noAccounts = false
    wallet.flags.wrongNetwork = true
    expect(await connector.connect({ network: regtest })).toMatchObject({ addresses: [MAINNET_PAYMENT], chainId: BITCOIN_NETWORKS.mainnet })
    wallet.flags.wrongNetwork = false
    await connector.connect({ network: regtest })
    wallet.flags.reject = true
    expect(await failureOf(connector.rpc({ method: 'sendTransfer', params: { recipients: [{ address: REGTEST_ORDINALS, amount: '1' }] } }))).toBeInstanceOf(WalletRejectedError)
  })
})

describe('a WBIP004 wallet (Leather)', () => {
  it('reads its addresses by type, signs BIP-322 only, sends amounts as strings and PSBTs as hex', async () => {
    const { wallet, connector } = setup({ dialect: 'leather', name: 'Leather' })
    expect(await connector.connect({ network: regtest })).toMatchObject({ addresses: [REGTEST_PAYMENT], chainId: BITCOIN_NETWORKS.regtest })
    expect(await connector.rpc({ method: 'getAccountAddresses', params: {} })).toEqual([
      { address: REGTEST_PAYMENT, publicKey: expect.any(String), intention: 'payment' },
      { address: REGTEST_ORDINALS, publicKey: expect.any(String), intention: 'ordinal' },
    ])
    expect(await connector.rpc({ method: 'signMessage', params: { message: 'gm', address: REGTEST_ORDINALS } })).toEqual({
      address: REGTEST_ORDINALS,
      signature: recognised('bip322', REGTEST_ORDINALS, 'gm'),
      protocol: 'bip322',
    })
    expect(wallet.calls.at(-1)).toEqual({ method: 'signMessage', params: { message: 'gm', paymentType: 'p2tr' } })
    expect(await failureOf(connector.rpc({ method: 'signMessage', params: { message: 'gm', protocol: 'ecdsa' } }))).toMatchObject({ code: 4200 })
    await connector.rpc({ method: 'sendTransfer', params: { recipients: [{ address: REGTEST_ORDINALS, amount: '5000' }] } })
    expect(wallet.calls.at(-1)).toEqual({ method: 'sendTransfer', params: { recipients: [{ address: REGTEST_ORDINALS, amount: '5000' }] } })
    const signed = (await connector.rpc({ method: 'signPsbt', params: { psbt: PSBT, signInputs: [{ address: REGTEST_PAYMENT, index: 1 }] } })) as { psbt: string }
    expect(wallet.calls.at(-1)).toEqual({ method: 'signPsbt', params: { hex: hex.encode(base64.decode(PSBT)), signAtIndex: [1], broadcast: false } })
    expect(base64.decode(signed.psbt).length).toBe(base64.decode(PSBT).length + 1)
  })

  it('rejects with the error response itself: still a refusal; and it is not restored silently', async () => {
    const { wallet, connector } = setup({ dialect: 'leather', name: 'Leather' })
    wallet.flags.reject = true
    expect(await failureOf(connector.connect({ network: regtest }))).toBeInstanceOf(WalletRejectedError)
    wallet.flags.reject = false
    await connector.connect({ network: regtest })
    expect(await connector.reconnect({ network: regtest })).toBeNull()
  })
})
