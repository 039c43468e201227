import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Signature,
} from '@solana/kit'
import { createPublicClient, createWalletClient, defineChain, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerOnDevnet, type RunningServer } from '../harness.ts'
import type { Devnet } from '@foyer/devnet'
import { call, logIn, newEmail, type SignedIn } from './authHarness.ts'

let server: RunningServer & { devnet: Devnet }
let alice: SignedIn
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

beforeAll(async () => {
  server = await startServerOnDevnet({ auth: { mailSink: true, deviceWaitMs: 2_000 } })
  alice = await logIn(server, newEmail('rpc'))
  // Alice's new address gets 2 ETH from a funded dev account, for the sending tests.
  const chain = defineChain({ id: 31337, name: 'devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [server.devnet.chains[0]!.rpcUrl] } } })
  const funder = createWalletClient({ chain, account: privateKeyToAccount(server.devnet.accounts[0]!.privateKey), transport: http() })
  const hash = await funder.sendTransaction({ to: alice.user.address as `0x${string}`, value: parseEther('2') })
  await createPublicClient({ chain, transport: http() }).waitForTransactionReceipt({ hash })
})
afterAll(() => server?.close())

const rpc = (method: string, params?: unknown, chainId = 'eip155:31337', who: SignedIn = alice) =>
  call(server, 'POST', '/rpc', { device: who.device, token: who.token, body: { chainId, method, ...(params !== undefined && { params }) } })

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'from', type: 'string' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Foyer test', chainId: 31337 },
  message: { from: 'Alice', contents: 'Hello, Bob' },
} as const

describe('safe methods', () => {
  it('eth_accounts and eth_requestAccounts answer the user address, eth_chainId the chain in hex', async () => {
    expect((await rpc('eth_accounts', [])).body).toEqual({ result: [alice.user.address] })
    expect((await rpc('eth_requestAccounts')).body).toEqual({ result: [alice.user.address] })
    expect((await rpc('eth_chainId')).body).toEqual({ result: '0x7a69' })
    expect((await rpc('eth_chainId', [], 'eip155:31338')).body).toEqual({ result: toHex(31338) })
  })

  it("eth_getBalance is read from the chain's node", async () => {
    const node = createPublicClient({ transport: http(server.devnet.chains[0]!.rpcUrl) })
    const [devAccount] = server.devnet.accounts
    const answer = await rpc('eth_getBalance', [devAccount!.address, 'latest'])
    expect(answer.status).toBe(200)
    expect(BigInt(answer.body.result)).toBe(await node.getBalance({ address: devAccount!.address }))
  })

  it("an error the node answers comes back as a 400 with the node's message", async () => {
    const answer = await rpc('eth_getBalance', ['0xnot-an-address', 'latest'])
    expect(answer.status).toBe(400)
    expect(answer.body.message).toEqual(expect.any(String))
    expect(answer.body.message.length).toBeGreaterThan(0)
  })
})

describe('signing', () => {
  it("personal_sign's signature verifies against the user's address (text and hex messages)", async () => {
    for (const message of ['Sign in to Foyer', toHex('raw bytes \u0000\u0001')]) {
      const answer = await rpc('personal_sign', [message, alice.user.address])
      expect(answer.status).toBe(200)
      const verified = await verifyMessage({
        address: alice.user.address as `0x${string}`,
        message: message.startsWith('0x') ? { raw: message as `0x${string}` } : message,
        signature: answer.body.result,
      })
      expect(verified).toBe(true)
    }
  })

  it("eth_signTypedData_v4's signature verifies against the user's address (typed data as JSON text or an object)", async () => {
    for (const data of [JSON.stringify(typedData), typedData]) {
      const answer = await rpc('eth_signTypedData_v4', [alice.user.address, data])
      expect(answer.status).toBe(200)
      const { EIP712Domain: _domain, ...types } = typedData.types
      expect(await verifyTypedData({ address: alice.user.address as `0x${string}`, ...typedData, types, signature: answer.body.result })).toBe(true)
    }
  })

  it("eth_sendTransaction fills nonce, gas and fees, sends it, and answers the hash of a mined transaction from the user's address", async () => {
    const node = createPublicClient({ transport: http(server.devnet.chains[0]!.rpcUrl) })
    const recipient = server.devnet.accounts[5]!.address
    const before = await node.getBalance({ address: recipient })
    const answer = await rpc('eth_sendTransaction', [{ from: alice.user.address, to: recipient, value: toHex(parseEther('0.25')) }])
    expect(answer.status).toBe(200)
    expect(answer.body.result).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await node.waitForTransactionReceipt({ hash: answer.body.result })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(alice.user.address.toLowerCase())
    expect(await node.getBalance({ address: recipient })).toBe(before + parseEther('0.25'))
  })

  it("wallet_getCapabilities says, in EIP-5792 v2's words, that batches are not atomic on the request's chain", async () => {
    const answer = await rpc('wallet_getCapabilities', [alice.user.address, ['0x7a69']])
    expect(answer.body.result).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
  })

  it('wallet_sendCalls sends each call as its own transaction and wallet_getCallsStatus reports them confirmed (status 200, not atomic)', async () => {
    const node = createPublicClient({ transport: http(server.devnet.chains[0]!.rpcUrl) })
    const [first, second] = [server.devnet.accounts[6]!.address, server.devnet.accounts[7]!.address]
    const before = await Promise.all([node.getBalance({ address: first }), node.getBalance({ address: second })])
    const calls = [
      { to: first, value: toHex(1000n) },
      { to: second, value: toHex(2000n) },
    ]
    const sent = await rpc('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: alice.user.address, calls }])
    expect(sent.status).toBe(200)
    expect(sent.body.result.id).toMatch(/^0x[0-9a-f]{128}$/)
    const status = await rpc('wallet_getCallsStatus', [sent.body.result.id])
    expect(status.body.result).toMatchObject({ id: sent.body.result.id, chainId: '0x7a69', atomic: false, status: 200 })
    expect(status.body.result.receipts.map((receipt: { status: string }) => receipt.status)).toEqual(['0x1', '0x1'])
    expect(await node.getBalance({ address: first })).toBe(before[0]! + 1000n)
    expect(await node.getBalance({ address: second })).toBe(before[1]! + 2000n)
    const atomic = await rpc('wallet_sendCalls', [{ version: '2.0.0', atomicRequired: true, calls }])
    expect(atomic.status).toBe(400)
    expect(atomic.body.message).toMatch(/^body\.params\[0\]\.atomicRequired cannot be met/)
  })

  it('solana_signMessage answers a base58 ed25519 signature that verifies against the Solana address', async () => {
    const solanaAddress = (await call(server, 'GET', `/user?chainId=${SOLANA_DEVNET}`, { device: alice.device, token: alice.token })).body.address
    const message = new TextEncoder().encode('Sign in to Foyer on Solana')
    const answer = await rpc('solana_signMessage', { message: base58.encode(message), pubkey: solanaAddress }, SOLANA_DEVNET)
    expect(answer.status).toBe(200)
    expect(ed25519.verify(base58.decode(answer.body.result.signature), message, base58.decode(solanaAddress))).toBe(true)
  })
})

describe('solana transactions', () => {
  const cluster = () => server.devnet.solana.caipNetworkId
  const node = () => createSolanaRpc(server.devnet.solana.rpcUrl)
  const solanaAddressOf = async (who: SignedIn) => (await call(server, 'GET', `/user?chainId=${cluster()}`, { device: who.device, token: who.token })).body.address as string

  /** An unsigned SOL transfer from `from`, as a host builds it with @solana/kit, in base64. */
  async function transfer(from: string, to: string, amount: bigint, feePayer = from): Promise<string> {
    const { value: lifetime } = await node().getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(address(feePayer), m),
      (m) => appendTransactionMessageInstructions([getTransferSolInstruction({ source: createNoopSigner(address(from)), destination: address(to), amount })], m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    )
    return base64.encode(new Uint8Array(getTransactionEncoder().encode(compileTransaction(message))))
  }

  it("solana_signTransaction puts the user's ed25519 signature of the message in its slot and answers it beside the transaction", async () => {
    const from = await solanaAddressOf(alice)
    const answer = await rpc('solana_signTransaction', { transaction: await transfer(from, (await generateKeyPairSigner()).address, 1_000n) }, cluster())
    expect(answer.status).toBe(200)
    const signed = getTransactionDecoder().decode(base64.decode(answer.body.result.transaction))
    const signature = signed.signatures[address(from)]!
    expect(base58.encode(signature)).toBe(answer.body.result.signature)
    expect(ed25519.verify(signature, Uint8Array.from(signed.messageBytes), base58.decode(from))).toBe(true)
  })

  it('solana_signAndSendTransaction signs and sends through the cluster’s node: the SOL arrives, and the answer is the transaction’s signature', async () => {
    const from = await solanaAddressOf(alice)
    await node().requestAirdrop(address(from), lamports(1_000_000_000n)).send()
    await expect.poll(async () => (await node().getBalance(address(from)).send()).value, { timeout: 10_000 }).toBeGreaterThan(0n)
    const to = (await generateKeyPairSigner()).address
    const answer = await rpc('solana_signAndSendTransaction', { transaction: await transfer(from, to, 10_000_000n), sendOptions: { preflightCommitment: 'confirmed' } }, cluster())
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    await expect
      .poll(
        async () =>
          (
            await node()
              .getSignatureStatuses([answer.body.result.signature as Signature])
              .send()
          ).value[0]?.confirmationStatus,
        { timeout: 10_000 },
      )
      .toMatch(/confirmed|finalized/)
    expect((await node().getBalance(to).send()).value).toBe(10_000_000n)
  })

  it('the node’s refusal (a transfer of more SOL than the account has) is a 400 with its words; nothing is sent', async () => {
    const stranger = await logIn(server, newEmail('poor'))
    const from = await solanaAddressOf(stranger)
    const to = (await generateKeyPairSigner()).address
    const answer = await rpc('solana_signAndSendTransaction', { transaction: await transfer(from, to, 5_000_000_000n) }, cluster(), stranger)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/simulation failed|insufficient|account/i)
    expect((await node().getBalance(to).send()).value).toBe(0n)
  })

  it('a transaction the user is not to sign, or bytes that are not a transaction, are a 400 naming why, before anything is signed', async () => {
    const from = await solanaAddressOf(alice)
    const other = (await generateKeyPairSigner()).address
    const foreign = await rpc('solana_signTransaction', { transaction: await transfer(other, from, 1n) }, cluster())
    expect(foreign.status).toBe(400)
    expect(foreign.body.message).toMatch(new RegExp(`^body\\.params\\.transaction is not to be signed by your address ${from}: its signers are ${other}`))
    for (const transaction of ['AAAA', base64.encode(new Uint8Array(1300)), 'not base64!']) {
      const answer = await rpc('solana_signAndSendTransaction', { transaction }, cluster())
      expect(answer.status, transaction.slice(0, 12)).toBe(400)
      expect(answer.body.message).toMatch(/^body\.params\.transaction/)
    }
  })

  it('a cluster served for signing only (no node) signs transactions but refuses to send them, saying why', async () => {
    const from = await solanaAddressOf(alice)
    const transaction = await transfer(from, (await generateKeyPairSigner()).address, 1n)
    expect((await rpc('solana_signTransaction', { transaction }, SOLANA_DEVNET)).status).toBe(200)
    const send = await rpc('solana_signAndSendTransaction', { transaction }, SOLANA_DEVNET)
    expect(send.status).toBe(400)
    expect(send.body.message).toMatch(/served for signing only/)
  })
})

describe('requests the RPC refuses', () => {
  it("an unknown method is refused with 403 'Requested RPC call is not allowed'", async () => {
    for (const method of ['eth_sign', 'debug_traceTransaction', 'anvil_setBalance']) {
      expect(await rpc(method, [])).toMatchObject({ status: 403, body: { code: 'RPC_NOT_ALLOWED', message: 'Requested RPC call is not allowed' } })
    }
  })

  it('smart-account methods answer 4200 "This application might not support Smart Accounts"', async () => {
    for (const method of ['wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation']) {
      expect(await rpc(method, [])).toMatchObject({ status: 400, body: { code: 4200, message: 'This application might not support Smart Accounts' } })
    }
  })

  it('signing or sending for another address is refused with a 400 naming the field', async () => {
    const other = server.devnet.accounts[1]!.address
    expect((await rpc('personal_sign', ['hello', other])).body.message).toMatch(/^body\.params\[1\] must be your address/)
    expect((await rpc('eth_signTypedData_v4', [other, typedData])).body.message).toMatch(/^body\.params\[0\] must be your address/)
    const send = await rpc('eth_sendTransaction', [{ from: other, to: other, value: '0x1' }])
    expect(send).toMatchObject({ status: 400 })
    expect(send.body.message).toMatch(/^body\.params\[0\]\.from must be your address/)
  })

  it('malformed params are a 400 naming what is wrong', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['personal_sign', [], /^body\.params/],
      ['personal_sign', ['hi', '0x123'], /^body\.params\[1\] must be an EVM address/],
      ['eth_signTypedData_v4', [alice.user.address, '{not json'], /^body\.params\[1\] must be the typed data as JSON/],
      ['eth_signTypedData_v4', [alice.user.address, { types: {} }], /^body\.params\[1\]\.primaryType/],
      ['eth_sendTransaction', [{ from: alice.user.address, value: 'ten' }], /^body\.params\[0\]\.value must be a hex quantity/],
      ['solana_signMessage', { message: '0OIl' }, /^body\.params\.message must be base58/],
    ]
    for (const [method, params, message] of cases) {
      const answer = await rpc(method, params, method.startsWith('solana') ? SOLANA_DEVNET : 'eip155:31337')
      expect(answer.status, method).toBe(400)
      expect(answer.body.message).toMatch(message)
    }
  })

  it('malformed EIP-712 typed data is a 400 naming the problem before viem sees it, never a 500', async () => {
    const mail = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', domain: { name: 'Foyer' }, message: { contents: 'hi' } }
    const cases: [string, unknown, RegExp][] = [
      ['a type that contains itself', { ...mail, types: { Mail: [{ name: 'reply', type: 'Mail' }] }, message: { reply: {} } }, /^body\.params\[1\]\.types\.Mail contains itself \(Mail → Mail\)/],
      ['two types that contain each other', { ...mail, types: { Mail: [{ name: 'to', type: 'Box' }], Box: [{ name: 'mail', type: 'Mail' }] } }, /types\.Mail contains itself \(Mail → Box → Mail\)/],
      ['primaryType toString', { ...mail, primaryType: 'toString' }, /^body\.params\[1\]\.primaryType toString is not one of the types \(Mail\)/],
      ['an unknown primaryType', { ...mail, primaryType: 'Letter' }, /^body\.params\[1\]\.primaryType Letter is not one of the types \(Mail\)/],
      ['types that are not lists', { ...mail, types: { Mail: { name: 'contents', type: 'string' } } }, /^body\.params\[1\]\.types\.Mail must be a list of \{ name, type \} fields/],
      ['a field type that is not a type', { ...mail, types: { Mail: [{ name: 'contents', type: 'uint7' }] } }, /types\.Mail\[0\]\.type uint7 is neither an EIP-712 type/],
      ['a message without a field', { ...mail, message: {} }, /^body\.params\[1\]\.message\.contents is required \(string\)/],
      [
        'a struct that is not an object',
        { ...mail, types: { ...mail.types, Box: [{ name: 'mail', type: 'Mail' }] }, primaryType: 'Box', message: { mail: 'hi' } },
        /message\.mail must be an object \(Mail\)/,
      ],
      ['a number that is not whole', { ...mail, types: { Mail: [{ name: 'n', type: 'uint8' }] }, message: { n: 1.5 } }, /message\.n must be a whole number from 0 to 255 \(uint8\)/],
      ['a list where a list is due', { ...mail, types: { Mail: [{ name: 'to', type: 'address[]' }] }, message: { to: 'everyone' } }, /message\.to must be a list \(address\[\]\)/],
      ['a domain chainId that is not a number', { ...mail, domain: { chainId: 'one' } }, /domain\.chainId must be a chain id/],
      ['typed data as JSON text nested 20,000 deep', '['.repeat(20_000) + ']'.repeat(20_000), /^body\.params\[1\] is nested deeper than 64 levels/],
    ]
    for (const [name, data, message] of cases) {
      const answer = await rpc('eth_signTypedData_v4', [alice.user.address, data])
      expect(answer.status, name).toBe(400)
      expect(answer.body.message, name).toMatch(message)
    }
    // Types that reach themselves through a list are fine: a finite message has them.
    const tree = { ...mail, types: { Node: [{ name: 'children', type: 'Node[]' }] }, primaryType: 'Node', message: { children: [{ children: [] }] } }
    expect((await rpc('eth_signTypedData_v4', [alice.user.address, tree])).status).toBe(200)
  })

  it('a chain the server does not serve, or a method of another namespace, is a 400 naming it', async () => {
    expect((await rpc('eth_chainId', [], 'eip155:1')).body.message).toMatch(/^body\.chainId eip155:1 is not served by this server/)
    expect((await rpc('solana_signMessage', { message: '1' }, 'eip155:31337')).body.message).toMatch(/solana method/)
    expect((await rpc('personal_sign', ['hi', alice.user.address], SOLANA_DEVNET)).body.message).toMatch(/eip155 method/)
  })

  it('no session: 401 JWT_TOKEN_NOT_VALID', async () => {
    const answer = await call(server, 'POST', '/rpc', { device: alice.device, body: { chainId: 'eip155:31337', method: 'eth_accounts' } })
    expect(answer).toMatchObject({ status: 401, body: { code: 'JWT_TOKEN_NOT_VALID' } })
  })
})
