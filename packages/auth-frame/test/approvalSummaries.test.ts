import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { summarizeApproval } from '../src/frame/approvalSummaries/approvalSummaries.ts'
import type { ApprovalChain } from '../src/frame/approvalSummaries/namespaceApprovalSummary.ts'

const on = (chainId: string): ApprovalChain => ({ chainId, call: async (method) => Promise.reject(new Error(`${method}: no node in this test`)) })
const hello = { hex: `0x${Buffer.from('Hello').toString('hex')}`, base58: getBase58Decoder().decode(new TextEncoder().encode('Hello')) }

describe("an approval is summarized by its chain's namespace", () => {
  it('an EVM chain reads personal_sign, a Solana cluster reads solana_signMessage, each as the message text', async () => {
    expect(await summarizeApproval('personal_sign', [hello.hex], on('eip155:31337'))).toEqual({ title: 'Sign message', sections: [{ kind: 'text', label: 'Message', text: 'Hello', mono: false }] })
    expect(await summarizeApproval('solana_signMessage', { message: hello.base58 }, on('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'))).toEqual({
      title: 'Sign message',
      sections: [{ kind: 'text', label: 'Message', text: 'Hello', mono: false }],
    })
  })

  it('a namespace without a summary of its own shows the method and its parameters', async () => {
    const summary = await summarizeApproval('personal_sign', [hello.hex], on('polkadot:91b171bb158e2d3848fa23a9f1c25182'))
    expect(summary.title).toBe('Approve request')
    expect(summary.sections[0]).toEqual({ kind: 'rows', rows: [{ label: 'Method', value: 'personal_sign', mono: true }] })
  })
})
