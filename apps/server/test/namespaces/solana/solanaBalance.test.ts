/**
 * Solana on the server: /v1/account/:address/balance reads SOL and the listed SPL tokens from the
 * devnet's Solana chain (litesvm behind its RPC front), /v1/supported-chains lists the cluster, and
 * the RPC proxy serves it with its own method policy. Balances are checked against the chain, on
 * PGlite and on PostgreSQL.
 */
import { startDevnet, type Devnet } from '@foyer/devnet'
import { getCreateAssociatedTokenIdempotentInstructionAsync, findAssociatedTokenPda, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { base58 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { z } from 'zod'
import { tokenBalanceSchema, type TokenBalance } from '../../../src/balances/tokenBalance.ts'
import { chainConfigFromDevnet, solanaChainConfigFromDevnet } from '../../../src/index.ts'
import { describeOnEachDatabase } from '../../db/testDatabases.ts'
import { request, startServer, type RunningServer } from '../../harness.ts'

const balancesSchema = z.strictObject({ balances: z.array(z.strictObject(tokenBalanceSchema.shape)) })

let devnet: Devnet

describeOnEachDatabase('Solana balances, chains and RPC', (kind) => {
  let server: RunningServer
  let fresh: Awaited<ReturnType<typeof kind.fresh>> | undefined
  // A devnet of its own for each database: the tests move tokens, and each block expects the seeded amounts.
  beforeAll(async () => {
    devnet = await startDevnet()
    fresh = await kind.fresh()
    server = await startServer({ chains: devnet.chains.map(chainConfigFromDevnet), solanaChains: [solanaChainConfigFromDevnet(devnet.solana)], database: fresh.config })
  })
  afterAll(async () => {
    await server?.close()
    await fresh?.drop()
    await devnet?.stop()
  })

  const cluster = () => devnet.solana.caipNetworkId
  const mint = (symbol: string) => devnet.solana.tokens.find((token) => token.symbol === symbol)!.mint
  async function balances(owner: string, query = ''): Promise<TokenBalance[]> {
    const response = await request(server.baseUrl, `/v1/account/${owner}/balance?chainId=${cluster()}${query}`)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return balancesSchema.parse(response.body).balances
  }
  const bySymbol = (list: TokenBalance[]) => Object.fromEntries(list.map((balance) => [balance.symbol, balance]))

  it("reads a Solana account's SOL and its SPL tokens from the chain, named and valued from the chain's list", async () => {
    const owner = devnet.solana.accounts[0]!.address
    const list = await balances(owner)
    expect(list.map((balance) => balance.symbol)).toEqual(['SOL', 'USDC', 'FOY'])
    const { SOL, USDC, FOY } = bySymbol(list)
    expect(USDC).toEqual({
      name: 'USD Coin (dev)',
      symbol: 'USDC',
      chainId: cluster(),
      address: `${cluster()}:${mint('USDC')}`,
      value: 1250.5,
      price: 1,
      iconUrl: `${server.baseUrl}/public/getTokenImage/USDC`,
      quantity: { decimals: '6', numeric: '1250.5' },
    })
    expect(FOY).toMatchObject({ quantity: { decimals: '9', numeric: '42.125' }, price: 0.25, value: 10.53125 })
    // The chain's own number, to the lamport: account 0 paid the seeding's fees and rent.
    const lamports = (await createSolanaRpc(devnet.solana.rpcUrl).getBalance(address(owner)).send()).value
    expect(SOL).toMatchObject({ name: 'Solana', price: 150, quantity: { decimals: '9', numeric: formatLamports(lamports) } })
    expect(SOL).not.toHaveProperty('address')
    // Each balance's image is served, SOL's and the SPL tokens' too.
    for (const balance of list) expect((await fetch(balance.iconUrl)).headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  })

  it('keeps balances 30 s and reads again with forceUpdate=true: an SPL transfer shows on both sides', async () => {
    const sender = devnet.solana.accounts[1]!
    const recipient = await generateKeyPairSigner()
    expect(bySymbol(await balances(sender.address)).USDC!.quantity.numeric).toBe('500')
    await transferUsdc(sender.secretKey, recipient.address, 25_000_000n)
    expect(bySymbol(await balances(sender.address)).USDC!.quantity.numeric).toBe('500')
    expect(bySymbol(await balances(sender.address, '&forceUpdate=true')).USDC!.quantity.numeric).toBe('475')
    expect(bySymbol(await balances(recipient.address)).USDC).toMatchObject({ quantity: { numeric: '25' }, value: 25 })
  })

  it('answers an empty list for a Solana account that holds nothing', async () => {
    expect(await balances((await generateKeyPairSigner()).address)).toEqual([])
  })

  it.each([
    ['an EVM address on a Solana chain', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'params.address must be a Solana address (32 to 44 base58 characters)'],
    ['base58 that is not 32 bytes', '1111111111111111111111111111111111', 'params.address is base58 but not 32 bytes long: not a Solana address'],
    ['characters base58 leaves out (0, O, I, l)', `0OIl${'1'.repeat(40)}`, 'params.address must be a Solana address (32 to 44 base58 characters)'],
  ])('refuses %s with 400', async (_case, owner, message) => {
    const response = await request(server.baseUrl, `/v1/account/${owner}/balance?chainId=${cluster()}`)
    expect(response).toMatchObject({ status: 400, body: { error: 'Bad Request', message } })
  })

  it('refuses a Solana address on an EVM chain with the EVM rule', async () => {
    const response = await request(server.baseUrl, `/v1/account/${devnet.solana.accounts[0]!.address}/balance?chainId=eip155:31337`)
    expect(response).toMatchObject({ status: 400, body: { message: 'params.address must be an EVM address (0x followed by 40 hex characters)' } })
  })

  it('lists the Solana cluster among the supported chains', async () => {
    const response = await request(server.baseUrl, '/v1/supported-chains')
    expect(response.body.http).toEqual(['eip155:31337', 'eip155:31338', cluster()])
  })

  it("proxies the cluster's reads and sendTransaction, and refuses the faucet and the node-loading scans", async () => {
    const proxy = `${server.baseUrl}/v1/?chainId=${cluster()}&projectId=foyer-dev`
    const rpc = createSolanaRpc(proxy)
    expect(await rpc.getGenesisHash().send()).toBe(devnet.solana.genesisHash)
    const owner = address(devnet.solana.accounts[2]!.address)
    expect((await rpc.getBalance(owner).send()).value).toBe(1000_000_000_000n)

    const recipient = await generateKeyPairSigner()
    const signature = await transferUsdc(devnet.solana.accounts[0]!.secretKey, recipient.address, 1_000_000n, proxy)
    expect(await waitForStatus(rpc, signature)).toMatchObject({ err: null })

    for (const method of ['requestAirdrop', 'getProgramAccounts']) {
      const answer = await (await fetch(proxy, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [owner, 1] }) })).json()
      expect(answer.error).toMatchObject({ code: -32601, message: `Method not allowed on this proxy: ${method}` })
    }
  })
})

it('answers 503 naming the Solana chain when its node is unreachable', async () => {
  devnet = await startDevnet()
  const unreachable = await startServer({
    chains: devnet.chains.map(chainConfigFromDevnet),
    // Nothing listens on port 1: refused at once.
    solanaChains: [{ ...solanaChainConfigFromDevnet(devnet.solana), rpcUrl: 'http://127.0.0.1:1' }],
  })
  try {
    const response = await request(unreachable.baseUrl, `/v1/account/${devnet.solana.accounts[0]!.address}/balance?chainId=${devnet.solana.caipNetworkId}`)
    expect(response).toMatchObject({ status: 503, body: { message: `The RPC node of ${devnet.solana.caipNetworkId} (Foyer Solana Devnet) cannot be reached; try again shortly.` } })
  } finally {
    await unreachable.close()
    await devnet.stop()
  }
})

function formatLamports(lamports: bigint): string {
  const text = lamports.toString().padStart(10, '0')
  const fraction = text.slice(-9).replace(/0+$/, '')
  return fraction ? `${text.slice(0, -9)}.${fraction}` : text.slice(0, -9)
}

/** Sends USDC from a dev account to `recipient` (its token account created on the way), through `rpcUrl` (the chain, or the server's proxy). */
async function transferUsdc(secretKey: string, recipient: string, amount: bigint, rpcUrl = devnet.solana.rpcUrl): Promise<string> {
  const rpc = createSolanaRpc(rpcUrl)
  const sender = await createKeyPairSignerFromBytes(base58.decode(secretKey))
  const usdc = address(devnet.solana.tokens.find((token) => token.symbol === 'USDC')!.mint)
  const [source] = await findAssociatedTokenPda({ owner: sender.address, mint: usdc, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const create = await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: sender, owner: address(recipient), mint: usdc })
  const transfer = getTransferCheckedInstruction({ source, mint: usdc, destination: create.accounts[1].address, authority: sender, amount, decimals: 6 })
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(sender, message),
      (message) => appendTransactionMessageInstructions([create, transfer], message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
    ),
  )
  assertIsTransactionWithBlockhashLifetime(transaction)
  return rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
}

async function waitForStatus(rpc: ReturnType<typeof createSolanaRpc>, signature: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [status] = (await rpc.getSignatureStatuses([signature as never]).send()).value
    if (status) return status
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${signature} did not land`)
}
