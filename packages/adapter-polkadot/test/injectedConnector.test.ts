import { hex } from '@scure/base'
import * as sr25519 from '@scure/sr25519'
import { describe, expect, it } from 'vitest'
import { injectedConnector } from '../src/injectedConnector.ts'
import { createPolkadotTestExtension, wrapBytes, type PolkadotTestExtensionOptions } from '../src/testing/index.ts'
import { signingPayloadBytes } from '../src/transaction/signerPayload.ts'
import { WalletRejectedError } from '../src/walletErrors.ts'
import { ALICE, ALICE_KUSAMA, ALICE_POLKADOT, BOB, devnet, ETHEREUM_ACCOUNT, failureOf, kusama, PAYLOAD, polkadot, recordEvents, settle } from './support.ts'

function connectorWith(options: Partial<PolkadotTestExtensionOptions> = {}) {
  const extension = createPolkadotTestExtension({
    accounts: [
      { key: ALICE, name: 'Alice' },
      { key: BOB, name: 'Bob' },
    ],
    ...options,
  })
  const connector = injectedConnector(extension, { id: 'polkadot:polkadot-js', name: 'Polkadot.js', appName: 'Shop' })
  return { extension, connector }
}

const bytes = (text: string) => new TextEncoder().encode(text)

describe('an injected Polkadot extension as a connector', () => {
  it('connects its sr25519 accounts with their names, written with the network’s prefix; EVM accounts are left out', async () => {
    const { connector } = connectorWith({ otherAccounts: [ETHEREUM_ACCOUNT] })
    const bobOnPolkadot = (await import('../src/polkadot/ss58.ts')).encodeSs58(BOB.publicKey, 0)
    expect(await connector.connect({ network: polkadot })).toEqual({ addresses: [ALICE_POLKADOT, bobOnPolkadot], chainId: polkadot.id })
    expect(await connector.rpc({ method: 'polkadot_getAccounts' })).toEqual([
      { address: ALICE_POLKADOT, name: 'Alice', type: 'sr25519' },
      { address: bobOnPolkadot, name: 'Bob', type: 'sr25519' },
    ])
  })

  it('without a network, answers the generic addresses and no chain; accounts tied to another chain are left out on a network', async () => {
    const { connector } = connectorWith({
      accounts: [
        { key: ALICE, name: 'Alice' },
        { key: BOB, name: 'Bob on Kusama', genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe' },
      ],
    })
    expect(await connector.connect({})).toEqual({ addresses: [ALICE.address, BOB.address], chainId: '' })
    const { connector: onPolkadot } = connectorWith({
      accounts: [
        { key: ALICE, name: 'Alice' },
        { key: BOB, name: 'Bob on Kusama', genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe' },
      ],
    })
    expect((await onPolkadot.connect({ network: polkadot })).addresses).toEqual([ALICE_POLKADOT])
  })

  it('hears account changes made in the extension: new accounts, and a disconnect when none is left', async () => {
    const { connector, extension } = connectorWith()
    await connector.connect({ network: devnet })
    const { seen } = recordEvents(connector)
    await settle()
    // The subscription's first answer is the accounts already connected: no event.
    expect(seen).toEqual([])
    extension.setAccounts([{ key: BOB, name: 'Bob' }])
    expect(seen).toEqual([['accountsChanged', [BOB.address]]])
    expect(await connector.rpc({ method: 'polkadot_getAccounts' })).toEqual([{ address: BOB.address, name: 'Bob', type: 'sr25519' }])
    extension.setAccounts([{ key: BOB, name: 'Bob (renamed)' }])
    expect(seen).toHaveLength(1)
    expect(await connector.rpc({ method: 'polkadot_getAccounts' })).toEqual([{ address: BOB.address, name: 'Bob (renamed)', type: 'sr25519' }])
    extension.setAccounts([], [ETHEREUM_ACCOUNT])
    expect(seen).toEqual([['accountsChanged', [BOB.address]], ['disconnect']])
    expect(extension.listenerCount()).toBe(0)
  })

  it('switches among the page’s networks by rewriting its addresses with their prefix', async () => {
    const { connector } = connectorWith({ accounts: [{ key: ALICE, name: 'Alice' }] })
    await connector.connect({ network: polkadot })
    const { seen } = recordEvents(connector)
    await connector.switchNetwork(kusama)
    expect(seen).toEqual([['accountsChanged', [ALICE_KUSAMA]]])
    await connector.switchNetwork(devnet)
    await connector.switchNetwork(devnet)
    expect(seen).toEqual([
      ['accountsChanged', [ALICE_KUSAMA]],
      ['accountsChanged', [ALICE.address]],
    ])
  })

  it('signs a message with signRaw: the signature verifies over the <Bytes>-wrapped message with the account’s key', async () => {
    const { connector, extension } = connectorWith()
    await connector.connect({ network: polkadot })
    const signature = await connector.signMessage({ message: 'Sign in to Shop', address: ALICE_POLKADOT })
    const signed = hex.decode(signature.slice(2))
    expect(sr25519.verify(wrapBytes(bytes('Sign in to Shop')), signed, ALICE.publicKey)).toBe(true)
    expect(sr25519.verify(bytes('Sign in to Shop'), signed, ALICE.publicKey)).toBe(false)
    // The extension is asked for its own account, whatever prefix the page writes it in, with the message's bytes in hex.
    expect(extension.calls.at(-1)).toEqual({ method: 'signRaw', params: { address: ALICE.address, data: `0x${hex.encode(bytes('Sign in to Shop'))}`, type: 'bytes' } })
    const { signature: bobs } = (await connector.rpc({
      method: 'polkadot_signMessage',
      params: { address: ((await connector.rpc({ method: 'polkadot_getAccounts' })) as { address: string }[])[1]!.address, message: 'hi' },
    })) as { signature: string }
    expect(sr25519.verify(wrapBytes(bytes('hi')), hex.decode(bobs.slice(2)), BOB.publicKey)).toBe(true)
  })

  it('refuses to sign for an address it did not connect', async () => {
    const { connector } = connectorWith({ accounts: [{ key: ALICE }] })
    await connector.connect({})
    expect((await failureOf(connector.signMessage({ message: 'hi', address: BOB.address }))).message).toContain('must be one of the connected accounts')
  })

  it('reject flag: connecting and signing fail with a WalletRejectedError (4001) in words', async () => {
    const { connector, extension } = connectorWith({ reject: true })
    const refused = await failureOf(connector.connect({ network: polkadot }))
    expect(refused).toBeInstanceOf(WalletRejectedError)
    expect([refused.code, refused.message, refused.details]).toEqual([4001, 'The request was rejected in Polkadot.js', 'Rejected'])
    extension.flags.reject = false
    await connector.connect({ network: polkadot })
    extension.flags.reject = true
    const cancelled = await failureOf(connector.signMessage({ message: 'hi', address: ALICE_POLKADOT }))
    expect([cancelled instanceof WalletRejectedError, cancelled.code, cancelled.message]).toEqual([true, 4001, 'The request was rejected in Polkadot.js'])
  })

  it('fail flag: the extension’s failure is no refusal', async () => {
    const { connector, extension } = connectorWith({ fail: true })
    const failed = await failureOf(connector.connect({}))
    expect(failed).not.toBeInstanceOf(WalletRejectedError)
    expect([failed.code, failed.message]).toEqual([undefined, "Unable to enable: the extension's background page did not answer"])
    extension.flags.fail = false
    await connector.connect({})
    extension.flags.fail = true
    expect((await failureOf(connector.signMessage({ message: 'hi', address: ALICE.address }))).message).toContain('Unable to sign')
  })

  it('no-accounts flag: connecting says in words that the extension shares no account', async () => {
    const { connector } = connectorWith({ noAccounts: true })
    const failed = await failureOf(connector.connect({ network: polkadot }))
    expect(failed.message).toBe('Polkadot.js shares no Polkadot account with this page on Polkadot: add one, or allow one for this site, in Polkadot.js')
    expect(failed).not.toBeInstanceOf(WalletRejectedError)
  })

  it('reconnects where the extension still trusts the page, and answers null where it refuses', async () => {
    const { connector, extension } = connectorWith({ accounts: [{ key: ALICE }] })
    expect(await connector.reconnect({ network: polkadot })).toEqual({ addresses: [ALICE_POLKADOT], chainId: polkadot.id })
    extension.flags.reject = true
    const { connector: again } = connectorWith({ reject: true })
    expect(await again.reconnect({})).toBeNull()
  })

  it('disconnects: stops hearing the extension and signs nothing more', async () => {
    const { connector, extension } = connectorWith()
    await connector.connect({})
    await settle()
    await connector.disconnect()
    expect(extension.listenerCount()).toBe(0)
    expect((await failureOf(connector.signMessage({ message: 'hi', address: ALICE.address }))).message).toBe('Polkadot.js is not connected')
  })

  it('carries polkadot_signTransaction to the extension’s signPayload, for its account: the test extension signs the payload’s signing bytes with its sr25519 key, typed as Polkadot.js answers', async () => {
    const { connector, extension } = connectorWith({ accounts: [{ key: ALICE }] })
    await connector.connect({ network: polkadot })
    const { signature } = (await connector.rpc({ method: 'polkadot_signTransaction', params: { address: ALICE_POLKADOT, transactionPayload: PAYLOAD } })) as { signature: string }
    expect(signature).toMatch(/^0x01[0-9a-f]{128}$/)
    expect(sr25519.verify(signingPayloadBytes(PAYLOAD), hex.decode(signature.slice(4)), ALICE.publicKey)).toBe(true)
    // Asked in its own words: the address as it shared it.
    expect(extension.calls.at(-1)).toEqual({ method: 'signPayload', params: { ...PAYLOAD, address: ALICE.address } })
  })

  it('the test extension’s signPayload refuses and fails as its flags say; an extension without signPayload says it cannot sign a transaction', async () => {
    const { connector, extension } = connectorWith({ accounts: [{ key: ALICE }] })
    await connector.connect({ network: polkadot })
    const ask = () => failureOf(connector.rpc({ method: 'polkadot_signTransaction', params: { address: ALICE_POLKADOT, transactionPayload: PAYLOAD } }))
    extension.flags.reject = true
    const refused = await ask()
    expect([refused instanceof WalletRejectedError, refused.code, refused.details]).toEqual([true, 4001, 'Cancelled'])
    extension.flags.reject = false
    extension.flags.fail = true
    expect((await ask()).message).toBe("Unable to sign: the extension's background page did not answer")
    extension.flags.fail = false
    const enabled = await extension.enable('Shop')
    enabled.signer.signPayload = undefined
    const unsupported = await ask()
    expect([unsupported.code, unsupported.message]).toEqual([4200, 'Polkadot.js cannot sign a transaction'])
  })
})
