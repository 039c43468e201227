import { isUserRejection, THROWN, type Network } from '@foyer/core/internal'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { solanaNetwork, SOLANA_CLUSTERS } from '../src/solanaNetwork.ts'
import { walletStandardConnector } from '../src/walletStandardConnector.ts'
import { createSolanaTestWallet, type SolanaTestWalletOptions } from '../src/testing/testWallet.ts'
import { messageOf, unsignedTransfer } from './transactions.ts'

const LOCAL: Network = solanaNetwork({ genesisHash: 'FqxofZ4WZKoycEoFZuNmVQfCj81SPCU96mBjMoTp9AiN', name: 'Local', rpcUrl: 'http://127.0.0.1:8899' })
const DEVNET: Network = solanaNetwork({ genesisHash: 'devnet', name: 'Devnet', rpcUrl: 'https://api.devnet.solana.com' })

function setup(options: SolanaTestWalletOptions = {}) {
  const wallet = createSolanaTestWallet(options)
  const connector = walletStandardConnector(wallet, { id: 'solana:test', type: 'ANNOUNCED' })
  return { wallet, connector }
}

describe('a Wallet Standard connector', () => {
  it('connects with standard:connect and answers the Solana accounts, the active first, on the network asked for', async () => {
    const { wallet, connector } = setup()
    expect(connector).toMatchObject({ id: 'solana:test', name: 'Test Solana Wallet', chain: 'solana', type: 'ANNOUNCED' })
    expect(connector.imageUrl).toMatch(/^data:image\/svg\+xml/)
    expect(await connector.connect({ network: LOCAL })).toEqual({ addresses: wallet.addresses, chainId: LOCAL.id })
    expect(wallet.calls.map((call) => call.feature)).toEqual(['standard:connect'])
  })

  it.each([false, true])('reads a refused connection as the visitor saying no (code 4001 on the error: %s)', async (rejectWithCode) => {
    const { connector } = setup({ rejectConnect: true, rejectWithCode })
    const failure = await connector.connect({ network: LOCAL }).catch((error: unknown) => error)
    expect(isUserRejection(failure)).toBe(true)
    expect((failure as Error).message).toBe('User rejected the connection request')
  })

  it('reconnects silently to a wallet that still trusts the site, on the network the page is on, and answers null to one that does not', async () => {
    const trusted = setup({ authorized: true })
    expect(await trusted.connector.reconnect({ network: LOCAL })).toMatchObject({ addresses: trusted.wallet.addresses, chainId: LOCAL.id })
    expect(trusted.wallet.calls).toEqual([{ feature: 'standard:connect', input: { silent: true } }])
    expect(await setup().connector.reconnect()).toBeNull()
  })

  it('signs a message: a base58 ed25519 signature of its UTF-8 bytes by the active account', async () => {
    const { wallet, connector } = setup()
    await connector.connect({ network: LOCAL })
    const signature = await connector.signMessage({ message: 'Hello from Foyer ✓', address: wallet.addresses[0]! })
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Hello from Foyer ✓'), base58.decode(wallet.addresses[0]!))).toBe(true)
  })

  it('reads a refused signature as the visitor saying no', async () => {
    const { wallet, connector } = setup({ rejectSignMessage: true })
    await connector.connect({ network: LOCAL })
    expect(isUserRejection(await connector.signMessage({ message: 'x', address: wallet.addresses[0]! }).catch((error: unknown) => error))).toBe(true)
  })

  it('follows the wallet: another account is accountsChanged, no account is disconnect, and disconnect() stops listening', async () => {
    const { wallet, connector } = setup()
    const seen: unknown[] = []
    connector.on('accountsChanged', (addresses) => seen.push(['accounts', addresses]))
    connector.on('disconnect', () => seen.push(['disconnect']))
    await connector.connect({ network: LOCAL })
    const [first, second] = wallet.addresses
    wallet.setAccounts(1, 1)
    expect(seen).toEqual([['accounts', [second]]])
    wallet.setAccounts(0)
    expect(seen).toEqual([['accounts', [second]], ['disconnect']])
    expect(wallet.listenerCount()).toBe(0)

    wallet.setAccounts(2)
    await connector.connect({ network: LOCAL })
    expect(wallet.listenerCount()).toBe(1)
    await connector.disconnect()
    expect(wallet.listenerCount()).toBe(0)
    expect(wallet.authorized).toBe(false)
    expect(first).not.toBe(second)
  })

  it('switches among the clusters the wallet lists, and refuses one it does not with the catalogue text', async () => {
    const { connector } = setup({ chains: ['solana:localnet'] })
    await connector.connect({ network: LOCAL })
    await expect(connector.switchNetwork(LOCAL)).resolves.toBeUndefined()
    await expect(connector.switchNetwork(DEVNET)).rejects.toThrow(THROWN.CHAIN_NOT_SUPPORTED)
  })

  it('carries solana_signTransaction: the wallet signs in the fee payer’s slot and the signature verifies', async () => {
    const { wallet, connector } = setup()
    await connector.connect({ network: LOCAL })
    const unsigned = unsignedTransfer(wallet.addresses[0]!)
    const answer = (await connector.rpc({ method: 'solana_signTransaction', params: { transaction: base64.encode(unsigned) } })) as { signature: string; transaction: string }
    const signed = base64.decode(answer.transaction)
    expect(ed25519.verify(base58.decode(answer.signature), messageOf(signed), base58.decode(wallet.addresses[0]!))).toBe(true)
    expect(messageOf(signed)).toEqual(messageOf(unsigned))
  })

  it('after a reload (reconnect), sends on the network the page is on', async () => {
    const sent: string[] = []
    const { wallet, connector } = setup({ authorized: true, send: async (transaction, chain) => (sent.push(chain), transaction.subarray(1, 65)) })
    await connector.reconnect({ network: DEVNET })
    await connector.rpc({ method: 'solana_signAndSendTransaction', params: { transaction: base64.encode(unsignedTransfer(wallet.addresses[0]!)) } })
    expect(sent).toEqual(['solana:devnet'])
  })

  it('carries solana_signAndSendTransaction on the active cluster (solana:localnet for a local chain, solana:devnet for devnet)', async () => {
    const sent: string[] = []
    const { wallet, connector } = setup({ send: async (transaction, chain) => (sent.push(chain), transaction.subarray(1, 65)) })
    await connector.connect({ network: LOCAL })
    const transaction = base64.encode(unsignedTransfer(wallet.addresses[0]!))
    const { signature } = (await connector.rpc({ method: 'solana_signAndSendTransaction', params: { transaction } })) as { signature: string }
    expect(base58.decode(signature)).toHaveLength(64)
    await connector.switchNetwork(DEVNET)
    await connector.rpc({ method: 'solana_signAndSendTransaction', params: { transaction } })
    expect(sent).toEqual(['solana:localnet', 'solana:devnet'])
  })

  it('tells a refused transaction (a no) from one the wallet failed to send (an error)', async () => {
    const { wallet, connector } = setup({ rejectTransaction: true })
    await connector.connect({ network: LOCAL })
    const transaction = base64.encode(unsignedTransfer(wallet.addresses[0]!))
    const refused = await connector.rpc({ method: 'solana_signAndSendTransaction', params: { transaction } }).catch((error: unknown) => error)
    expect(isUserRejection(refused)).toBe(true)
    wallet.flags = { failSend: true }
    const failed = await connector.rpc({ method: 'solana_signAndSendTransaction', params: { transaction } }).catch((error: unknown) => error)
    expect(isUserRejection(failed)).toBe(false)
    expect((failed as Error).message).toContain('Blockhash not found')
  })

  it('answers 4200 for a method outside the namespace, and names a feature the wallet lacks', async () => {
    const { wallet, connector } = setup({ without: ['solana:signAndSendTransaction'] })
    await connector.connect({ network: LOCAL })
    expect(await connector.rpc({ method: 'eth_sendTransaction', params: [] }).catch((error: unknown) => error)).toMatchObject({ code: 4200 })
    const transaction = base64.encode(unsignedTransfer(wallet.addresses[0]!))
    await expect(connector.rpc({ method: 'solana_signAndSendTransaction', params: { transaction } })).rejects.toThrow('Test Solana Wallet does not offer solana:signAndSendTransaction')
  })

  it('refuses a solana_signMessage for another account than the connected one', async () => {
    const { connector } = setup()
    await connector.connect({ network: LOCAL })
    await expect(connector.rpc({ method: 'solana_signMessage', params: { message: base58.encode(new Uint8Array([1])), pubkey: '11111111111111111111111111111112' } })).rejects.toThrow(
      'params.pubkey must be the connected account',
    )
  })
})

describe('solanaNetwork', () => {
  it('names a cluster by the first 32 characters of its genesis hash, and knows the public ones by name', () => {
    expect(LOCAL).toMatchObject({
      id: 'FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9',
      caipNetworkId: 'solana:FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9',
      chainNamespace: 'solana',
      nativeCurrency: { symbol: 'SOL', decimals: 9 },
    })
    expect(solanaNetwork({ genesisHash: 'mainnet', name: 'Solana', rpcUrl: 'https://api.mainnet-beta.solana.com' })).toMatchObject({
      caipNetworkId: `solana:${SOLANA_CLUSTERS.mainnet}`,
      testnet: false,
    })
    expect(DEVNET.testnet).toBe(true)
    expect(() => solanaNetwork({ genesisHash: '0xabc', name: 'x', rpcUrl: 'http://x' })).toThrow(/genesisHash must be/)
  })
})
