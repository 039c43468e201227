/**
 * A provider or node that is down, slow, or answers nonsense: each a clear 502 or 503 within the
 * configured timeout, never a hang or a 500; and the server answers again once the provider does.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { request } from '../harness.ts'
import { deadUrl } from './providerStandin.ts'
import { NATIVE, on, startConvertStack, USDC, USER, type ConvertStack } from './convertHarness.ts'
import { ZERO_EX_KEY } from './zeroExStandin.ts'

const TIMEOUT_MS = 400

let stack: ConvertStack
beforeAll(async () => {
  stack = await startConvertStack({}, TIMEOUT_MS)
})
afterAll(() => stack?.close())
beforeEach(() => {
  stack.zeroEx.mode = 'normal'
  stack.oneInch.mode = 'normal'
  stack.node.mode = 'normal'
})

const quoteOn = (chainId: number) =>
  request(stack.server.baseUrl, `/v1/convert/quotes?${new URLSearchParams({ amount: '1000000', userAddress: USER, from: on(chainId, USDC), to: on(chainId, NATIVE) })}`)

describe.each([
  ['0x', 1, () => stack.zeroEx],
  ['1inch', 8453, () => stack.oneInch],
])('%s failing', (name, chainId, standin) => {
  const upstream = new RegExp(`^${name} at http://127\\.0\\.0\\.1:\\d+ `)

  it('that never answers is a 503 once the timeout passes, not a hang', async () => {
    standin().mode = 'hang'
    // The answer itself is the proof: it names the timeout that cut the call (no clock measured here).
    const answer = await quoteOn(chainId)
    expect(answer.status).toBe(503)
    expect(answer.body.message).toMatch(upstream)
    expect(answer.body.message).toMatch(new RegExp(`gave no answer within ${TIMEOUT_MS} ms; try again shortly\\.$`))
  })

  it.each([
    ['HTTP 500', { status: 500 }, 502, /failed to answer \/\S+ \(HTTP 500\)$/],
    ['HTTP 503', { status: 503 }, 502, /\(HTTP 503\)$/],
    ['HTTP 429', { status: 429 }, 503, /is limiting this server’s requests \(HTTP 429\); try again shortly\.$/],
    ['a redirect', { status: 302 }, 502, /\(HTTP 302\)$/],
    ['a body that is not JSON', 'notJson' as const, 502, /with something that is not JSON$/],
    ['JSON of another shape', 'wrongShape' as const, 502, /with an unexpected shape \(answer/],
  ])('answering %s is a %i that says so', async (_, mode, status, message) => {
    standin().mode = mode
    const answer = await quoteOn(chainId)
    expect(answer.status).toBe(status)
    expect(answer.body.message).toMatch(upstream)
    expect(answer.body.message).toMatch(message)
  })

  it('refusing the API key is a 502 naming the variable to check', async () => {
    standin().mode = { status: 401, body: { description: 'Invalid API key' } }
    const answer = await quoteOn(chainId)
    expect(answer.status).toBe(502)
    expect(answer.body.message).toMatch(name === '0x' ? /check FOYER_SWAP_0X_API_KEY$/ : /check FOYER_SWAP_1INCH_API_KEY$/)
  })

  it('answers again once the provider does', async () => {
    standin().mode = 'hang'
    expect((await quoteOn(chainId)).status).toBe(503)
    standin().mode = 'normal'
    expect((await quoteOn(chainId)).status).toBe(200)
  })
})

describe('a provider that is down', () => {
  let down: ConvertStack
  beforeAll(async () => {
    const url = await deadUrl()
    down = await startConvertStack({
      swap: {
        providers: { 'eip155:1': '0x' },
        zeroEx: { baseUrl: url, apiKey: ZERO_EX_KEY, timeoutMs: TIMEOUT_MS },
      },
    })
  })
  afterAll(() => down?.close())

  it('is a 503 saying it cannot be reached', async () => {
    const answer = await request(down.server.baseUrl, `/v1/convert/quotes?${new URLSearchParams({ amount: '1', userAddress: USER, from: on(1, USDC), to: on(1, NATIVE) })}`)
    expect(answer.status).toBe(503)
    expect(answer.body.message).toMatch(/^0x at http:\/\/127\.0\.0\.1:\d+ cannot be reached \(ECONNREFUSED\); try again shortly\.$/)
  })
})

describe("the chain's node failing", () => {
  it('that is down makes gas prices, allowances and the AMM a 503', async () => {
    stack.node.mode = 'reset'
    const gasPrice = await request(stack.server.baseUrl, '/v1/convert/gas-price?chainId=eip155:1')
    expect(gasPrice.status).toBe(503)
    expect(gasPrice.body.message).toBe('The RPC node of eip155:1 (Ethereum (stand-in)) cannot be reached; try again shortly.')
    const allowance = await request(stack.server.baseUrl, `/v1/convert/allowance?${new URLSearchParams({ tokenAddress: on(31337, USDC), userAddress: USER })}`)
    expect(allowance.status).toBe(503)
    const amm = await quoteOn(31337)
    expect(amm.status).toBe(503)
    expect(amm.body.message).toMatch(/^The RPC node of eip155:31337 .* cannot be reached/)
  })
})
