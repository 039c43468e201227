import { rpcUrl } from '@foyer/core/internal'
import type { Devnet } from '@foyer/devnet'
import { createPublicClient, createWalletClient, defineChain, encodeFunctionData, erc20Abi, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '../../src/kernel/http/httpError.ts'
import { failureAnswer } from '../../src/rpc/failureAnswer.ts'
import { request, startServerOnDevnet, type RunningServer } from '../harness.ts'

let server: RunningServer & { devnet: Devnet }
beforeAll(async () => {
  server = await startServerOnDevnet()
})
afterAll(() => server?.close())

const CHAIN = 'eip155:31337'
/** The dev project every fresh server has. */
const PROJECT_ID = 'foyer-dev'
const proxyUrl = (chainId = CHAIN) => rpcUrl(server.baseUrl, chainId as `eip155:${string}`, PROJECT_ID)
const node = () => server.devnet.chains[0]!.rpcUrl

/** POSTs a body (an object is sent as JSON, a string as it is) to the proxy, or to another URL. */
async function post(body: unknown, url = proxyUrl(), headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const response = await fetch(url, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) })
  return { status: response.status, body: await response.json() }
}

const call = (method: string, params: unknown[] = [], id: string | number = 1) => ({ jsonrpc: '2.0', id, method, params })

describe('POST /v1/ forwards JSON-RPC to the chain’s node', () => {
  it('eth_chainId, eth_getBalance and eth_call answer exactly what the node answers', async () => {
    const [holder] = server.devnet.accounts
    const usdc = server.devnet.chains[0]!.tokens[0]!
    const balanceOf = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [holder!.address] })
    const requests = [call('eth_chainId'), call('eth_getBalance', [holder!.address, 'latest']), call('eth_call', [{ to: usdc.address, data: balanceOf }, 'latest'])]
    for (const body of requests) {
      const [proxied, direct] = await Promise.all([post(body), post(body, node())])
      expect(proxied).toEqual({ status: 200, body: direct.body })
      expect(proxied.body.result).toMatch(/^0x[0-9a-f]+$/)
    }
  })

  it('a node’s JSON-RPC error is the answer, with HTTP 200', async () => {
    const body = call('eth_getBalance', ['not an address', 'latest'], 'bad')
    const [proxied, direct] = await Promise.all([post(body), post(body, node())])
    expect(direct.body.error).toMatchObject({ code: expect.any(Number), message: expect.any(String) })
    expect(proxied).toEqual({ status: 200, body: direct.body })
  })

  it('answers carry the caller’s own ids back, strings and numbers, repeated ones included', async () => {
    const response = await post([call('eth_chainId', [], 'a'), call('eth_blockNumber', [], 7), call('eth_chainId', [], 7)])
    expect(response.status).toBe(200)
    expect(response.body.map((answer: { id: unknown }) => answer.id)).toEqual(['a', 7, 7])
    expect(response.body[0].result).toBe('0x7a69')
    expect(response.body[2].result).toBe('0x7a69')
  })

  it('a batch of 1 is answered as a batch of 1', async () => {
    expect(await post([call('eth_chainId')])).toEqual({ status: 200, body: [{ jsonrpc: '2.0', id: 1, result: '0x7a69' }] })
  })

  it('a batch of 100 (the most it takes) is answered in full, in the caller’s order', async () => {
    const accounts = server.devnet.accounts
    const batch = Array.from({ length: 100 }, (_, index) => call('eth_getBalance', [accounts[index % accounts.length]!.address, 'latest'], `r${index}`))
    const response = await post(batch)
    expect(response.status).toBe(200)
    expect(response.body).toHaveLength(100)
    expect(response.body.map((answer: { id: string }) => answer.id)).toEqual(batch.map((request) => request.id))
    expect(response.body.every((answer: { result?: string }) => /^0x[0-9a-f]+$/.test(answer.result ?? ''))).toBe(true)
  })

  it('serves each configured chain from its own node', async () => {
    expect((await post(call('eth_chainId'), proxyUrl('eip155:31338'))).body.result).toBe('0x7a6a')
  })

  it('/v1 without the trailing slash is the same proxy', async () => {
    const url = proxyUrl().replace('/v1/?', '/v1?')
    expect(await post(call('eth_chainId'), url)).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 1, result: '0x7a69' } })
  })

  it('a viem client reads the chain through rpcUrl(), one call at a time and batched', async () => {
    for (const batch of [false, true]) {
      const client = createPublicClient({ transport: http(proxyUrl(), { batch }) })
      const [chainId, balance, block] = await Promise.all([client.getChainId(), client.getBalance({ address: server.devnet.accounts[0]!.address }), client.getBlockNumber()])
      expect(chainId).toBe(31337)
      expect(balance).toBeGreaterThan(0n)
      expect(block).toBeGreaterThanOrEqual(0n)
    }
  })

  it('eth_sendRawTransaction: a transaction signed with a dev key goes through and is mined', async () => {
    const sender = privateKeyToAccount(server.devnet.accounts[5]!.privateKey)
    const recipient = server.devnet.accounts[6]!.address
    const chain = defineChain({
      id: 31337,
      name: 'Foyer devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [proxyUrl()] } },
    })
    const reader = createPublicClient({ chain, transport: http(), pollingInterval: 50 })
    const wallet = createWalletClient({ account: sender, chain, transport: http() })
    const before = await reader.getBalance({ address: recipient })

    const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('0.25') })
    const receipt = await reader.waitForTransactionReceipt({ hash, timeout: 5_000 })

    expect(receipt.status).toBe('success')
    expect(await reader.getBalance({ address: recipient })).toBe(before + parseEther('0.25'))
  })
})

describe('a request the proxy cannot take as a whole: one JSON-RPC error, id null, and a 4xx', () => {
  const error = (code: number, message: string | RegExp) => ({
    jsonrpc: '2.0',
    id: null,
    error: { code, message: typeof message === 'string' ? message : expect.stringMatching(message) },
  })

  it('an unsupported chainId is 400 with -32602, naming the chains served', async () => {
    expect(await post(call('eth_chainId'), proxyUrl('eip155:1'))).toEqual({
      status: 400,
      body: error(-32602, 'querystring.chainId is eip155:1, an unsupported chain: this server proxies eip155:31337, eip155:31338, solana:FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9'),
    })
  })

  it('a missing chainId or projectId is 400 with -32602', async () => {
    expect(await post(call('eth_chainId'), `${server.baseUrl}/v1/?projectId=${PROJECT_ID}`)).toEqual({
      status: 400,
      body: error(-32602, 'querystring.chainId is required'),
    })
    const withoutProject = await post(call('eth_chainId'), `${server.baseUrl}/v1/?chainId=${CHAIN}`)
    expect(withoutProject).toMatchObject({ status: 400, body: { id: null, error: { code: -32602, message: expect.stringMatching(/projectId/) } } })
  })

  it('a body that is not JSON is 400 with -32700 (parse error)', async () => {
    expect(await post('{"jsonrpc":"2.0",')).toEqual({ status: 400, body: error(-32700, 'Parse error: the body is not valid JSON') })
    expect(await post('')).toEqual({ status: 400, body: error(-32700, /^Parse error: the body is empty/) })
  })

  it('JSON that is neither a request nor a batch is 400 with -32600', async () => {
    for (const body of ['"eth_chainId"', '42', 'null']) {
      expect(await post(body)).toEqual({ status: 400, body: error(-32600, /must be a JSON-RPC request object or a batch/) })
    }
  })

  it('a malformed single request is 400 with -32600 naming each problem, and carries its id when it has a usable one', async () => {
    expect(await post({ jsonrpc: '1.0', id: 3, method: 'eth_chainId' })).toEqual({
      status: 400,
      body: { jsonrpc: '2.0', id: 3, error: { code: -32600, message: "Invalid Request: jsonrpc must be '2.0'" } },
    })
    expect(await post({ jsonrpc: '2.0', id: 1.5, params: 'x' })).toEqual({
      status: 400,
      body: error(-32600, 'Invalid Request: id must be a string of at most 256 characters or a safe integer; method is required; params must be a list or an object'),
    })
    expect(await post({ jsonrpc: '2.0', id: 2 ** 53, method: 'eth_chainId' })).toEqual({
      status: 400,
      body: error(-32600, 'Invalid Request: id must be at most 9007199254740991'),
    })
  })

  it('a request without an id (a notification) is refused: the proxy answers every request', async () => {
    expect(await post({ jsonrpc: '2.0', method: 'eth_chainId' })).toEqual({
      status: 400,
      body: error(-32600, /^Invalid Request: id is required/),
    })
  })

  it('an empty batch is 400 and a batch over 100 requests is 413, both with -32600', async () => {
    expect(await post([])).toEqual({ status: 400, body: error(-32600, 'Invalid Request: the batch is empty; send 1 to 100 requests') })
    const oversized = Array.from({ length: 1001 }, (_, index) => call('eth_chainId', [], index))
    expect(await post(oversized)).toEqual({
      status: 413,
      body: error(-32600, 'Invalid Request: the batch has 1001 requests; this proxy takes at most 100: send them in batches of 100 or fewer'),
    })
  })

  it('a body over the size limit (1 MiB) is 413 with -32600', async () => {
    const bulky = Array.from({ length: 2 }, (_, index) => call('eth_call', [{ data: `0x${'00'.repeat(300_000)}` }, 'latest'], index))
    expect(await post(bulky)).toEqual({
      status: 413,
      body: error(-32600, 'Invalid Request: the body is over 1048576 bytes; send smaller batches'),
    })
  })

  it('a body that is not sent as JSON is 415 with -32600', async () => {
    const response = await post(call('eth_chainId'), proxyUrl(), { 'content-type': 'application/x-www-form-urlencoded' })
    expect(response).toEqual({ status: 415, body: error(-32600, /send the body as JSON/) })
  })
})

describe('per-request errors inside a readable body are answered with HTTP 200', () => {
  const REFUSED = [
    'eth_sendTransaction',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData_v4',
    'personal_sign',
    'eth_accounts',
    'eth_requestAccounts',
    'anvil_setBalance',
    'hardhat_impersonateAccount',
    'evm_mine',
    'debug_traceTransaction',
    'admin_peers',
    'miner_start',
  ]

  it.each(REFUSED)('%s is refused with -32601', async (method) => {
    expect(await post(call(method, [], 9))).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: 9, error: { code: -32601, message: `Method not allowed on this proxy: ${method}` } },
    })
  })

  it('node-specific eth_ methods are refused: eth_sendUnsignedTransaction moves nothing from a node account', async () => {
    const [from, to] = [server.devnet.accounts[7]!.address, server.devnet.accounts[8]!.address]
    const before = await Promise.all([post(call('eth_getBalance', [from, 'latest'])), post(call('eth_getBalance', [to, 'latest']))])
    const transfer = call('eth_sendUnsignedTransaction', [{ from, to, value: '0xde0b6b3a7640000' }], 3)
    expect(await post(transfer)).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not allowed on this proxy: eth_sendUnsignedTransaction' } },
    })
    expect(await Promise.all([post(call('eth_getBalance', [from, 'latest'])), post(call('eth_getBalance', [to, 'latest']))])).toEqual(before)
  })

  it('eth_newFilter (node state for anyone) is refused, and eth_getLogs still answers', async () => {
    expect(await post(call('eth_newFilter', [{ fromBlock: '0x0' }], 4))).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: 4, error: { code: -32601, message: 'Method not allowed on this proxy: eth_newFilter' } },
    })
    expect((await post(call('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x1' }], 5))).body.result).toEqual(expect.any(Array))
  })

  it('a refused method does not change the chain (anvil_setBalance really is not forwarded)', async () => {
    const address = server.devnet.accounts[9]!.address
    const before = await post(call('eth_getBalance', [address, 'latest']))
    await post(call('anvil_setBalance', [address, '0x1']))
    expect(await post(call('eth_getBalance', [address, 'latest']))).toEqual(before)
  })

  it('in a batch, an invalid entry gets -32600 and a refused one -32601 in its place; the rest are answered', async () => {
    const response = await post([call('eth_chainId', [], 1), { id: 2, method: 'eth_chainId' }, 7, call('evm_mine', [], 4), call('eth_chainId', [], 5)])
    expect(response).toEqual({
      status: 200,
      body: [
        { jsonrpc: '2.0', id: 1, result: '0x7a69' },
        { jsonrpc: '2.0', id: 2, error: { code: -32600, message: "Invalid Request: jsonrpc must be '2.0'" } },
        { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: a batch entry must be a request object' } },
        { jsonrpc: '2.0', id: 4, error: { code: -32601, message: 'Method not allowed on this proxy: evm_mine' } },
        { jsonrpc: '2.0', id: 5, result: '0x7a69' },
      ],
    })
  })
})

describe('errors other layers raise keep their status and become JSON-RPC errors', () => {
  it('a refused project keeps its status and its reason as data', () => {
    // Shaped like the project guard's errors: an HttpError whose body carries a `code`.
    class RefusedProject extends HttpError {
      override get body() {
        return { ...super.body, code: 'INVALID_PROJECT_ID' }
      }
    }
    expect(failureAnswer(new RefusedProject(401, 'Unauthorized: invalid projectId "x"'), 1024)).toEqual({
      status: 401,
      body: {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Unauthorized: invalid projectId "x"', data: { code: 'INVALID_PROJECT_ID' } },
      },
      fault: false,
    })
  })

  it('a rate limit (429) is -32005, and a fault of ours is 500 with a message that leaks nothing', () => {
    expect(failureAnswer(new HttpError(429, 'Too many requests; retry in 3 s'), 1024)).toEqual({
      status: 429,
      body: { jsonrpc: '2.0', id: null, error: { code: -32005, message: 'Too many requests; retry in 3 s' } },
      fault: false,
    })
    expect(failureAnswer(new Error('secret internal detail'), 1024)).toEqual({
      status: 500,
      body: { jsonrpc: '2.0', id: null, error: { code: -32603, message: 'The server failed to answer this request; the error is logged.' } },
      fault: true,
    })
  })
})

describe('the proxy in /openapi.json', () => {
  it('documents POST /v1/ with its query, the JSON-RPC body and the status rule', async () => {
    const { body } = await request(server.baseUrl, '/openapi.json')
    const operation = body.paths['/v1/'].post
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['chainId', 'projectId'])
    expect(operation.requestBody.content['application/json'].schema.description).toBe('One JSON-RPC 2.0 request, or a batch of 1 to 100')
    expect(operation.summary).toMatch(/200: .*400 .*413 .*415 .*429 .*503/)
    expect(body.paths['/v1'].post.summary).toBe('The same as POST /v1/')
  })
})
