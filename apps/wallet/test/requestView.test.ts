import type { SessionRequest } from '@foyer/walletconnect'
import { describe, expect, it } from 'vitest'
import type { WalletChain } from '../src/config.ts'
import { describeRequest } from '../src/lib/requestView.ts'

const OWN = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAINS: WalletChain[] = [{ chainId: 31337, name: 'Foyer L1', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }]

const request = (method: string, params: unknown, chainId = 'eip155:31337'): SessionRequest => ({
  id: 1,
  topic: 'topic',
  params: { request: { method, params }, chainId },
})

describe('a request card', () => {
  it('shows a personal_sign message as its text, on the named chain', () => {
    const view = describeRequest(request('personal_sign', [`0x${Buffer.from('Hello, Foyer').toString('hex')}`, OWN]), OWN, CHAINS)
    expect(view).toMatchObject({ title: 'Sign a message', chain: 'Foyer L1 (31337)', blocks: [{ label: 'Message', text: 'Hello, Foyer' }] })
  })

  it('pretty-prints typed data sent as JSON text: its message first, then domain, the types folded', () => {
    const typedData = {
      types: { EIP712Domain: [{ name: 'name', type: 'string' }], Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Ether Mail' },
      message: { contents: 'Hello' },
    }
    const view = describeRequest(request('eth_signTypedData_v4', [OWN, JSON.stringify(typedData)]), OWN, CHAINS)
    expect(view.rows).toContainEqual({ label: 'Type', value: 'Mail' })
    expect(view.rows).toContainEqual({ label: 'Domain', value: 'Ether Mail' })
    expect(view.blocks).toEqual([
      { label: 'Message (Mail)', text: JSON.stringify(typedData.message, null, 2) },
      { label: 'Domain', text: JSON.stringify(typedData.domain, null, 2) },
      { label: 'Types', text: JSON.stringify(typedData.types, null, 2), folded: true },
    ])
  })

  it("shows a transaction's recipient and value in the chain's currency", () => {
    const view = describeRequest(request('eth_sendTransaction', [{ from: OWN, to: OTHER, value: '0x16345785d8a0000', data: '0x' }]), OWN, CHAINS)
    expect(view.rows).toEqual([
      { label: 'From', value: OWN },
      { label: 'To', value: OTHER },
      { label: 'Value', value: '0.1 ETH' },
    ])
  })

  it('refuses to show what another account should sign (4100), a bad transaction (-32602) or an unknown chain (4901)', () => {
    expect(() => describeRequest(request('personal_sign', ['0x6869', OTHER]), OWN, CHAINS)).toThrow(expect.objectContaining({ code: 4100 }))
    expect(() => describeRequest(request('eth_sendTransaction', [{ to: 'nope' }]), OWN, CHAINS)).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => describeRequest(request('eth_sendTransaction', [{ to: OTHER }], 'eip155:1'), OWN, CHAINS)).toThrow(expect.objectContaining({ code: 4901 }))
  })
})
