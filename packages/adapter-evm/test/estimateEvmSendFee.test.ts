import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { erc20TransferData } from '../src/send/erc20Transfer.ts'
import { estimateEvmSendFee } from '../src/send/estimateEvmSendFee.ts'

/** A JSON-RPC node that answers each call as the test says and records what it was asked. */
const node = { answer: (_call: { method: string }): unknown => null, calls: [] as { method: string; params: unknown[] }[] }
let server: Server
let url = ''
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string; params: unknown[] }
      node.calls.push(call)
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: node.answer(call) }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
// Each test reads only the calls it made.
beforeEach(() => {
  node.calls.length = 0
})

const FROM = '0x1111111111111111111111111111111111111111'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = () => ({ rpcUrls: { default: { http: [url] } } })

describe('a send’s network fee (eip155)', () => {
  it('is the node’s gas estimate for the transaction from the sender times its gas price', async () => {
    node.answer = (call) => (call.method === 'eth_estimateGas' ? '0xb411' : call.method === 'eth_gasPrice' ? '0x3b9aca00' : null)
    const data = erc20TransferData(TO, 10n)
    expect(await estimateEvmSendFee(network(), { from: FROM, to: '0x2222222222222222222222222222222222222222', data })).toBe(46_097n * 1_000_000_000n)
    const estimate = node.calls.find((call) => call.method === 'eth_estimateGas')
    expect(estimate?.params).toEqual([{ from: FROM, to: '0x2222222222222222222222222222222222222222', data }])
  })

  it('is unknown (not 0) when the node refuses the estimate, answers nonsense, or has no URL', async () => {
    node.answer = (call) => (call.method === 'eth_gasPrice' ? '0x1' : 'not a quantity')
    expect(await estimateEvmSendFee(network(), { from: FROM, to: TO, value: 1n })).toBeUndefined()
    expect(await estimateEvmSendFee({ rpcUrls: { default: { http: [] } } }, { from: FROM, to: TO })).toBeUndefined()
    expect(await estimateEvmSendFee({ rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }, { from: FROM, to: TO })).toBeUndefined()
  })
})
