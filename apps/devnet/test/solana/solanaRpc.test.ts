/**
 * The local Solana chain through @solana/kit's own RPC and subscription clients, as a wallet or the
 * Foyer server would use it: the seeded state, airdrops, SOL and SPL transfers confirmed over the
 * WebSocket, history, simulation, and the validator's error shapes.
 */
import { getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstructionAsync, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { base58 } from '@scure/base'
import {
  address,
  airdropFactory,
  assertIsTransactionWithBlockhashLifetime,
  appendTransactionMessageInstructions,
  compileTransaction,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  compileTransactionMessage,
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__JSON_RPC__INVALID_PARAMS,
  type Instruction,
  type KeyPairSigner,
  type Rpc,
  type RpcSubscriptions,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaDevnet, type SolanaDevnet } from '../../src/solana/startSolanaDevnet.ts'

let devnet: SolanaDevnet
let rpc: Rpc<SolanaRpcApi>
let subscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>
beforeAll(async () => {
  devnet = await startSolanaDevnet({ slotMs: 100 })
  rpc = createSolanaRpc(devnet.rpcUrl)
  subscriptions = createSolanaRpcSubscriptions(devnet.wsUrl)
})
afterAll(() => devnet?.stop())

const signer = (index: number): Promise<KeyPairSigner> => createKeyPairSignerFromBytes(base58.decode(devnet.accounts[index]!.secretKey))
const token = (symbol: string) => devnet.tokens.find((candidate) => candidate.symbol === symbol)!
const sendAndConfirm = () => sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subscriptions } as Parameters<typeof sendAndConfirmTransactionFactory>[0])

async function signedTransaction(payer: KeyPairSigner, instructions: Instruction[]) {
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
    ),
  )
  assertIsTransactionWithBlockhashLifetime(transaction)
  return transaction
}

async function rawCall(body: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(devnet.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })
  return { status: response.status, json: response.status === 200 ? await response.json() : await response.text() }
}

describe('the local Solana chain', () => {
  it('starts seeded in its first slot, waiting for no slot to pass, and names itself by its genesis hash', async () => {
    // What keeps the start quick, checked without a stopwatch: every seeding transaction ran in
    // the chain's first slot (1), before the slot clock started, so the start never waits on slots.
    for (const { mint } of devnet.tokens) {
      const history = await rpc.getSignaturesForAddress(address(mint)).send()
      expect(history.length).toBeGreaterThan(0)
      expect(history.map(({ slot }) => slot)).toEqual(history.map(() => 1n))
    }
    expect(await rpc.getHealth().send()).toBe('ok')
    const genesisHash = await rpc.getGenesisHash().send()
    expect(genesisHash).toBe(devnet.genesisHash)
    expect(devnet.caipNetworkId).toBe(`solana:${genesisHash.slice(0, 32)}`)
    // Fixed, so a host's config can name it: the README gives it.
    expect(devnet.caipNetworkId).toBe('solana:FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9')
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^litesvm \d+\.\d+\.\d+$/)
  })

  it('passes slots on its own, and each slot has a new blockhash', async () => {
    // The blockhash before the slot: a slot passing between the two reads then still counts as a new slot after it.
    const { value: before } = await rpc.getLatestBlockhash().send()
    const first = await rpc.getSlot().send()
    // Waited for, not slept on: the bound is only reached if slots never pass.
    await expect.poll(() => rpc.getSlot().send(), { timeout: 10_000 }).toBeGreaterThan(first)
    // No slot is skipped, so the block height is the slot: read between two slot reads (a slot may pass between the calls).
    const slotBefore = await rpc.getSlot().send()
    const height = await rpc.getBlockHeight().send()
    const slotAfter = await rpc.getSlot().send()
    expect(height >= slotBefore && height <= slotAfter, `${slotBefore} ≤ ${height} ≤ ${slotAfter}`).toBe(true)
    const { value: after } = await rpc.getLatestBlockhash().send()
    expect(after.blockhash).not.toBe(before.blockhash)
    expect(after.lastValidBlockHeight - (await rpc.getBlockHeight().send())).toBeLessThanOrEqual(150n)
    expect((await rpc.isBlockhashValid(before.blockhash).send()).value).toBe(true)
  })

  it('funds every dev account with SOL at genesis', async () => {
    expect(devnet.accounts).toHaveLength(10)
    // Account 0 paid for creating the tokens; the others are untouched.
    for (const account of devnet.accounts.slice(1)) {
      expect((await rpc.getBalance(address(account.address)).send()).value).toBe(1000_000_000_000n)
    }
    const payer = (await rpc.getBalance(address(devnet.accounts[0]!.address)).send()).value
    expect(payer).toBeLessThan(1000_000_000_000n)
    expect(payer).toBeGreaterThan(999_900_000_000n)
  })

  it('seeds an SPL token with 6 decimals and one with 9, held by the first dev accounts', async () => {
    expect(devnet.tokens.map(({ symbol, decimals }) => ({ symbol, decimals }))).toEqual([
      { symbol: 'USDC', decimals: 6 },
      { symbol: 'FOY', decimals: 9 },
    ])
    const owner = address(devnet.accounts[0]!.address)
    const { value: held } = await rpc.getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' }).send()
    const amounts = Object.fromEntries(held.map(({ account }) => [account.data.parsed.info.mint, account.data.parsed.info.tokenAmount.uiAmountString]))
    expect(amounts).toEqual({ [token('USDC').mint]: '1250.5', [token('FOY').mint]: '42.125' })
    const [ata] = await findAssociatedTokenPda({ owner: address(devnet.accounts[1]!.address), mint: address(token('FOY').mint), tokenProgram: TOKEN_PROGRAM_ADDRESS })
    expect((await rpc.getTokenAccountBalance(ata).send()).value).toMatchObject({ amount: '1000000000000', decimals: 9, uiAmountString: '1000' })
    const { value: mint } = await rpc.getAccountInfo(address(token('USDC').mint), { encoding: 'jsonParsed' }).send()
    expect(mint?.data).toMatchObject({ program: 'spl-token', parsed: { type: 'mint', info: { decimals: 6, supply: '1750500000', mintAuthority: devnet.accounts[0]!.address } } })
    expect((await rpc.getTokenSupply(address(token('FOY').mint)).send()).value.uiAmountString).toBe('1042.125')
  })

  it('airdrops SOL through the faucet, confirmed over the WebSocket (kit airdropFactory)', async () => {
    const recipient = await generateKeyPairSigner()
    const airdrop = airdropFactory({ rpc, rpcSubscriptions: subscriptions } as Parameters<typeof airdropFactory>[0])
    const signature = await airdrop({ recipientAddress: recipient.address, lamports: lamports(2_000_000_000n), commitment: 'confirmed' })
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(2_000_000_000n)
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('sends SOL: confirmed, the balances moved by the amount and a 5000-lamport fee, the transaction in both histories', async () => {
    const sender = await signer(2)
    const recipient = await generateKeyPairSigner()
    const before = (await rpc.getBalance(sender.address).send()).value
    const transaction = await signedTransaction(sender, [getTransferSolInstruction({ source: sender, destination: recipient.address, amount: 1_500_000_000n })])
    await sendAndConfirm()(transaction, { commitment: 'confirmed' })
    const signature = getSignatureFromTransaction(transaction)
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(1_500_000_000n)
    expect((await rpc.getBalance(sender.address).send()).value).toBe(before - 1_500_000_000n - 5000n)

    const landed = await rpc.getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' }).send()
    expect(landed?.meta).toMatchObject({ err: null, fee: 5000n })
    expect(landed?.meta?.preBalances[0]! - landed!.meta!.postBalances[0]!).toBe(1_500_005_000n)
    expect(landed?.transaction.message.accountKeys).toContain(recipient.address)
    expect(landed?.version).toBe(0)
    for (const account of [sender.address, recipient.address]) {
      const history = await rpc.getSignaturesForAddress(account, { limit: 1 }).send()
      expect(history[0]).toMatchObject({ signature, err: null, confirmationStatus: 'finalized' })
    }
  })

  it('sends an SPL token with transferChecked to a new associated account; the token balances before and after are in the transaction', async () => {
    const sender = await signer(1)
    const recipient = await generateKeyPairSigner()
    const usdc = token('USDC')
    const [source] = await findAssociatedTokenPda({ owner: sender.address, mint: address(usdc.mint), tokenProgram: TOKEN_PROGRAM_ADDRESS })
    const create = await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: sender, owner: recipient.address, mint: address(usdc.mint) })
    const destination = create.accounts[1].address
    const transfer = getTransferCheckedInstruction({ source, mint: address(usdc.mint), destination, authority: sender, amount: 12_340_000n, decimals: 6 })
    const transaction = await signedTransaction(sender, [create, transfer])
    await sendAndConfirm()(transaction, { commitment: 'confirmed' })

    expect((await rpc.getTokenAccountBalance(destination).send()).value.uiAmountString).toBe('12.34')
    expect((await rpc.getTokenAccountBalance(source).send()).value.uiAmountString).toBe('487.66')
    const landed = await rpc.getTransaction(getSignatureFromTransaction(transaction), { maxSupportedTransactionVersion: 0, encoding: 'json' }).send()
    const after = landed?.meta?.postTokenBalances?.find((balance) => balance.owner === recipient.address)
    expect(after).toMatchObject({ mint: usdc.mint, uiTokenAmount: { amount: '12340000', decimals: 6 } })
    expect(landed?.meta?.preTokenBalances?.find((balance) => balance.owner === recipient.address)).toBeUndefined()
  })

  it('refuses in preflight a transfer larger than the balance, with the program logs, and it never lands', async () => {
    const sender = await generateKeyPairSigner()
    await airdropFactory({ rpc, rpcSubscriptions: subscriptions } as Parameters<typeof airdropFactory>[0])({
      recipientAddress: sender.address,
      lamports: lamports(1_000_000_000n),
      commitment: 'confirmed',
    })
    const transaction = await signedTransaction(sender, [getTransferSolInstruction({ source: sender, destination: (await generateKeyPairSigner()).address, amount: 5_000_000_000n })])
    const failure = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
      .catch((error: unknown) => error)
    expect(isSolanaError(failure, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true)
    const context = (failure as { context: { logs: string[]; cause?: unknown } }).context
    expect(context.logs.join('\n')).toContain('insufficient lamports')
    expect((await rpc.getSignatureStatuses([getSignatureFromTransaction(transaction)]).send()).value[0]).toBeNull()
    expect((await rpc.getBalance(sender.address).send()).value).toBe(1_000_000_000n)
  })

  it('refuses a blockhash it never issued, and a transaction signed by the wrong key', async () => {
    const sender = await signer(3)
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(sender, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: devnet.genesisHash as never, lastValidBlockHeight: 10n }, m),
      (m) => appendTransactionMessageInstructions([getTransferSolInstruction({ source: sender, destination: sender.address, amount: 1n })], m),
    )
    const stale = await signTransactionMessageWithSigners(message)
    const answer = await rawCall({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [getBase64EncodedWireTransaction(stale), { encoding: 'base64' }] })
    expect(answer.json.error).toMatchObject({ code: -32002, message: 'Transaction simulation failed: Blockhash not found', data: { err: 'BlockhashNotFound' } })

    const good = await signedTransaction(sender, [getTransferSolInstruction({ source: sender, destination: sender.address, amount: 1n })])
    const forged = { ...good, signatures: { [sender.address]: new Uint8Array(64).fill(7) } }
    const refused = await rawCall({ jsonrpc: '2.0', id: 2, method: 'sendTransaction', params: [getBase64EncodedWireTransaction(forged as typeof good), { encoding: 'base64', skipPreflight: true }] })
    expect(refused.json.error).toMatchObject({ code: -32003, message: 'Transaction signature verification failure' })
  })

  it('simulates an unsigned transaction, as wallets do before asking, and prices a message at 5000 lamports a signature', async () => {
    const payer = address(devnet.accounts[4]!.address)
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => appendTransactionMessageInstructions([getTransferSolInstruction({ source: { address: payer } as never, destination: address(devnet.accounts[5]!.address), amount: 10n })], m),
    )
    const unsigned = compileTransaction(message)
    const { value: simulation } = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(unsigned), { encoding: 'base64', sigVerify: false, accounts: { addresses: [payer], encoding: 'base64' } })
      .send()
    expect(simulation.err).toBeNull()
    expect(simulation.logs).toContain('Program 11111111111111111111111111111111 success')
    // The payer as the transaction would leave it: the amount and the fee gone.
    expect(simulation.accounts?.[0]?.lamports).toBe((await rpc.getBalance(payer).send()).value - 10n - 5000n)
    const encodedMessage = Buffer.from(getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message))).toString('base64')
    expect((await rpc.getFeeForMessage(encodedMessage as never).send()).value).toBe(5000n)
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
  })

  it('tells an account subscriber when a transaction changes the account', async () => {
    const watched = await generateKeyPairSigner()
    const abort = new AbortController()
    const notifications = await subscriptions.accountNotifications(watched.address, { encoding: 'base64', commitment: 'confirmed' }).subscribe({ abortSignal: abort.signal })
    const first = (async () => {
      for await (const notification of notifications) return notification
    })()
    const sender = await signer(6)
    await sendAndConfirm()(await signedTransaction(sender, [getTransferSolInstruction({ source: sender, destination: watched.address, amount: 3_000_000n })]), { commitment: 'confirmed' })
    expect((await first)?.value.lamports).toBe(3_000_000n)
    abort.abort()
  })
})

describe('the local Solana chain refuses bad input as a validator does', () => {
  it('answers an unknown method with -32601 and a malformed body with -32700', async () => {
    expect((await rawCall({ jsonrpc: '2.0', id: 1, method: 'getEverything', params: [] })).json.error).toEqual({ code: -32601, message: 'Method not found' })
    expect((await rawCall('{"jsonrpc":"2.0",')).json).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    expect((await rawCall({ id: 1, method: 'getSlot' })).json.error).toMatchObject({ code: -32600 })
  })

  it('answers bad params with -32602 and says which', async () => {
    const invalid = await rpc
      .getBalance('not-an-address' as never)
      .send()
      .catch((error: unknown) => error)
    expect(isSolanaError(invalid, SOLANA_ERROR__JSON_RPC__INVALID_PARAMS)).toBe(true)
    const answer = await rawCall({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['0OIl'] })
    expect(answer.json.error.code).toBe(-32602)
    expect(answer.json.error.message).toMatch(/^Invalid params: .*base58/)
    const garbage = await rawCall({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: ['AAAA', { encoding: 'base64' }] })
    expect(garbage.json.error.message).toMatch(/^Invalid params: failed to deserialize/)
  })

  it('answers a batch call by call, and refuses batches over 100 calls and bodies over 512 KB', async () => {
    const answers = (
      await rawCall([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 2, method: 'nope' },
      ])
    ).json
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
    ])
    const tooMany = Array.from({ length: 101 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'getSlot' }))
    expect((await rawCall(tooMany)).json.error.code).toBe(-32600)
    expect((await rawCall(`"${'x'.repeat(600 * 1024)}"`)).status).toBe(413)
  })

  it('gives at most 1000 SOL an airdrop', async () => {
    const answer = await rawCall({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [devnet.accounts[0]!.address, 1001_000_000_000] })
    expect(answer.json.error).toMatchObject({ code: -32602 })
    expect(answer.json.error.message).toContain('at most')
  })
})
