/** Sign in with a Solana wallet: Sign In With Solana where the wallet has it, else the SIWS text signed as a message. */
import { describe, expect, it, vi } from 'vitest'
import type { SiwxMessageData, SiwxSession, SiwxStrategyParts } from '../../src/siwxTypes.ts'
const SIWX_SIGN_VIEW = 'SIWXSignMessage' as const
import { createTestFoyer, useFakeApi } from '../fixtures/foyer.ts'
import { SOLANA_ADDRESS, solana } from '../fixtures/networks.ts'
import { createTestWallet, type TestWallet } from '../fixtures/testWallet.ts'

const fake = useFakeApi(() => [solana.caipNetworkId])
const metadata = { name: 'Shop', description: 'A shop', url: 'https://shop.example/', icons: [] }

async function solanaSignIn(wallet: TestWallet, siwx: SiwxStrategyParts = {}) {
  const { client } = createTestFoyer(fake.api, { wallets: [wallet], networks: [solana], metadata, siwx })
  client.start()
  await client.connect(wallet)
  await vi.waitFor(() => expect(client.ctx.router.current().view).toBe(SIWX_SIGN_VIEW))
  return client
}

describe('Solana sign-in', () => {
  it('a wallet without solana:signIn signs the SIWS text as a message; the CACAO is solana:ed25519 by its did:pkh', async () => {
    const wallet = createTestWallet({ chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id })
    const client = await solanaSignIn(wallet)
    const session = await client.siwx.signIn()
    const signed = wallet.calls.find((call) => call.method === 'signMessage')!.args[0] as { message: string }
    expect(signed.message).toMatch(
      new RegExp(`^shop\\.example wants you to sign in with your Solana account:\\n${SOLANA_ADDRESS}\\n\\nURI: https://shop\\.example/\\nVersion: 1\\nChain ID: mainnet\\nNonce: `),
    )
    expect(session.cacao).toMatchObject({ p: { iss: `did:pkh:${solana.caipNetworkId}:${SOLANA_ADDRESS}` }, s: { t: 'solana:ed25519' } })
    expect(fake.api.siwx.sessions).toHaveLength(1)
  })

  it('a wallet with solana:signIn words and signs the message itself: its text is the session’s, and no CACAO of ours goes with it', async () => {
    const asked: SiwxMessageData[] = []
    const wallet = Object.assign(createTestWallet({ chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id }), {
      signIn: async (data: SiwxMessageData) => {
        asked.push(data)
        return { message: `${data.domain} wants you to sign in with your Solana account:\n${data.accountAddress}\n\nNonce: ${data.nonce}`, signature: 'walletSignature58' }
      },
    })
    const held: SiwxSession[] = []
    const storage = { add: async (session: SiwxSession) => void held.push(session), set: async () => undefined, get: async () => held, delete: async () => undefined }
    const client = await solanaSignIn(wallet, { storage })
    await client.siwx.signIn()
    expect(asked[0]).toMatchObject({ accountAddress: SOLANA_ADDRESS, chainId: solana.caipNetworkId, domain: 'shop.example', version: '1' })
    expect(held[0]).toMatchObject({ message: expect.stringContaining(`Nonce: ${asked[0]!.nonce}`), signature: 'walletSignature58', data: asked[0] })
    expect(held[0]).not.toHaveProperty('cacao')
    expect(wallet.calls.some((call) => call.method === 'signMessage')).toBe(false)
  })
})
