/** Sign In With Solana through a Wallet Standard wallet's solana:signIn: what the connector asks, answers and refuses. */
import type { SiwxMessageData } from '@foyer/core'
import { isUserRejection, type Network } from '@foyer/core/internal'
import { cacaoOf, readSignInMessage, verifySessionSignature } from '@foyer/siwx-verify'
import type { SolanaSignInFeature } from '@solana/wallet-standard-features'
import { describe, expect, it } from 'vitest'
import { siwsFormat } from '../src/signIn/siwsFormat.ts'
import { siwsChainId } from '../src/signIn/solanaSignIn.ts'
import { solanaNetwork } from '../src/solanaNetwork.ts'
import { createSolanaTestWallet, type SolanaTestWallet, type SolanaTestWalletOptions } from '../src/testing/testWallet.ts'
import { walletStandardConnector } from '../src/walletStandardConnector.ts'

const MAINNET: Network = solanaNetwork({ genesisHash: 'mainnet', name: 'Solana', rpcUrl: 'https://rpc.example' })
const LOCAL: Network = solanaNetwork({ genesisHash: 'FqxofZ4WZKoycEoFZuNmVQfCj81SPCU96mBjMoTp9AiN', name: 'Local', rpcUrl: 'http://127.0.0.1:8899' })
const NOW = new Date('2030-01-01T12:00:00.000Z')

function signInData(address: string, network: Network, extra: Partial<SiwxMessageData> = {}): SiwxMessageData {
  return {
    accountAddress: address,
    chainId: network.caipNetworkId,
    domain: 'shop.example',
    uri: 'https://shop.example/',
    version: '1',
    nonce: 'n0nce1234abcd',
    issuedAt: NOW.toISOString(),
    ...extra,
  }
}

async function connected(options: SolanaTestWalletOptions = {}, network = MAINNET, patch?: (wallet: SolanaTestWallet) => void) {
  const wallet = createSolanaTestWallet(options)
  patch?.(wallet)
  const connector = walletStandardConnector(wallet, { id: 'solana:test', type: 'ANNOUNCED' })
  await connector.connect({ network })
  return { wallet, connector, address: wallet.addresses[0]! }
}

/** The session Foyer's server answers for a sign-in: its data and CACAO are what the message says. */
function serverSession(message: string, signature: string) {
  const read = readSignInMessage(message)
  if ('problem' in read) throw new Error(read.problem)
  return { data: read.signIn.data, message, signature, cacao: cacaoOf(read.signIn.data, { t: 'solana:ed25519', s: signature }) }
}

describe('Sign In With Solana (solana:signIn)', () => {
  it.each<[string, Network, Partial<SiwxMessageData>]>([
    [
      'mainnet, every optional field',
      MAINNET,
      {
        statement: 'Sign in to the shop',
        expirationTime: '2030-01-01T13:00:00.000Z',
        notBefore: '2030-01-01T11:00:00.000Z',
        requestId: 'req-1',
        resources: ['https://shop.example/terms', 'ipfs://bafy'],
      },
    ],
    ['a local cluster, no optional field', LOCAL, {}],
  ])('the wallet’s text and base58 signature pass verifySessionSignature (the offline check) and say what Foyer asked (%s)', async (_case, network, extra) => {
    const { connector, address } = await connected({}, network)
    const data = signInData(address, network, extra)
    const signed = await connector.signIn!(data)
    const check = await verifySessionSignature(serverSession(signed.message, signed.signature), { expectedDomain: 'shop.example', now: NOW })
    expect(check).toMatchObject({ valid: true, address, chainId: network.caipNetworkId, data, signatureType: 'solana:ed25519' })
  })

  it('asks the wallet with every field Foyer signs, the Chain ID as SIWS names a public cluster (mainnet), and gets Foyer’s own SIWS text back', async () => {
    const { wallet, connector, address } = await connected()
    const data = signInData(address, MAINNET, { statement: 'Sign in to the shop', resources: ['https://shop.example/terms'] })
    const signed = await connector.signIn!(data)
    const call = wallet.calls.find((entry) => entry.feature === 'solana:signIn')!
    expect(call.input).toEqual([
      {
        domain: 'shop.example',
        address,
        statement: 'Sign in to the shop',
        uri: 'https://shop.example/',
        version: '1',
        chainId: 'mainnet',
        nonce: 'n0nce1234abcd',
        issuedAt: NOW.toISOString(),
        resources: ['https://shop.example/terms'],
      },
    ])
    expect(signed.message).toBe(siwsFormat.text(data))
  })

  it('names a public cluster by its SIWS name and any other by its CAIP-2 id', () => {
    expect(siwsChainId(MAINNET.caipNetworkId)).toBe('mainnet')
    expect(siwsChainId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('devnet')
    expect(siwsChainId(LOCAL.caipNetworkId)).toBe(LOCAL.caipNetworkId)
  })

  it('a wallet without solana:signIn gives a connector without signIn (core signs its own text through signMessage)', async () => {
    const { connector } = await connected({ without: ['solana:signIn'] })
    expect(connector).not.toHaveProperty('signIn')
  })

  it('refuses a sign-in the wallet answered for another account than the connected one', async () => {
    const { connector, address } = await connected({}, MAINNET, (wallet) => {
      const feature = wallet.features['solana:signIn'] as SolanaSignInFeature['solana:signIn']
      const signIn = feature.signIn
      // A wallet that signs in with the account it has selected, whatever the site asked.
      const otherAccount: SolanaSignInFeature['solana:signIn'] = { ...feature, signIn: (...inputs) => signIn(...inputs.map((input) => ({ ...input, address: wallet.addresses[1]! }))) }
      Object.assign(wallet.features, { 'solana:signIn': otherAccount })
    })
    const failure = await connector.signIn!(signInData(address, MAINNET)).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toMatch(/not with the connected account/)
    expect(isUserRejection(failure)).toBe(false)
  })

  it.each([false, true])('reads a refused sign-in as the visitor saying no (code 4001 on the error: %s)', async (rejectWithCode) => {
    const { connector, address } = await connected({ rejectSignIn: true, rejectWithCode })
    const failure = await connector.signIn!(signInData(address, MAINNET)).catch((error: unknown) => error)
    expect(isUserRejection(failure)).toBe(true)
    expect((failure as Error).message).toBe('User rejected the sign-in request')
  })

  it('asks nothing of a wallet it is not connected to', async () => {
    const wallet = createSolanaTestWallet()
    const connector = walletStandardConnector(wallet, { id: 'solana:test', type: 'ANNOUNCED' })
    await expect(connector.signIn!(signInData(wallet.addresses[0]!, MAINNET))).rejects.toThrow('Test Solana Wallet is not connected')
    expect(wallet.calls).toEqual([])
  })
})
