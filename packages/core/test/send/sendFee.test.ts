import { describe, expect, it } from 'vitest'
import { estimateEvmSendFee } from '../../src/send/sendFee.ts'
import { erc20TransferData } from '../../src/send/sendRules.ts'
import { useFakeApi } from '../fixtures/foyer.ts'
import { mainnet } from '../fixtures/networks.ts'

const fake = useFakeApi(() => [mainnet.caipNetworkId])
const FROM = '0x1111111111111111111111111111111111111111'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const node = () => ({ rpcUrls: { default: { http: [`${fake.api.url}/chain-rpc`] } } })

describe('a send’s network fee (eip155)', () => {
  it('is the node’s gas estimate for the transaction from the sender times its gas price', async () => {
    fake.api.chainRpc = (call) => (call.method === 'eth_estimateGas' ? '0xb411' : call.method === 'eth_gasPrice' ? '0x3b9aca00' : null)
    const data = erc20TransferData(TO, 10n)
    expect(await estimateEvmSendFee(node(), { from: FROM, to: '0x2222222222222222222222222222222222222222', data })).toBe(46_097n * 1_000_000_000n)
    const estimate = fake.api.requestsTo('/chain-rpc').map((request) => request.body as { method: string; params: unknown[] }).find((body) => body.method === 'eth_estimateGas')
    expect(estimate?.params).toEqual([{ from: FROM, to: '0x2222222222222222222222222222222222222222', data }])
  })

  it('is unknown (not 0) when the node refuses the estimate, answers nonsense, or has no URL', async () => {
    fake.api.chainRpc = (call) => (call.method === 'eth_gasPrice' ? '0x1' : 'not a quantity')
    expect(await estimateEvmSendFee(node(), { from: FROM, to: TO, value: 1n })).toBeUndefined()
    expect(await estimateEvmSendFee({ rpcUrls: { default: { http: [] } } }, { from: FROM, to: TO })).toBeUndefined()
    expect(await estimateEvmSendFee({ rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }, { from: FROM, to: TO })).toBeUndefined()
  })
})
