// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import type { ApprovalRequest, TextSection } from '@foyer/core/internal'
import { mockAdapter } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { describe, expect, it } from 'vitest'
import ApproveTransactionView from '../src/auth/views/ApproveTransaction/ApproveTransactionView.tsx'
import { shownView } from '../src/views/registry.ts'
import { api, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

/** A section's English texts, as the messages store answers before any translation. */
const english = <S extends TextSection>(section: S) => section.en

const ANSWER_HERE = 'Answer this request here with Approve or Reject. Until then this window stays open.'

describe('ApproveTransaction', () => {
  it('is titled by what the request asks: a message or typed data to sign, a transaction to send, another request', () => {
    const titled = (request: ApprovalRequest) => shownView({ view: 'ApproveTransaction', data: { request } }, english).title
    expect(titled('message')).toBe('Sign Message')
    expect(titled('typedData')).toBe('Sign Typed Data')
    expect(titled('transaction')).toBe('Approve Transaction')
    expect(titled('other')).toBe('Approve Request')
  })

  it('says that the request must be answered here, and says it again (announced) when Close or Escape is refused', async () => {
    // With an adapter, so the modal opens on the view asked for (spec §2).
    const foyer = createFoyerInstance({
      projectId: 'approve',
      apiUrl: api.url,
      networks: [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: api.url })],
      adapters: [mockAdapter('eip155', [])],
      features: { analytics: false },
    })
    await act(async () => foyer.open({ view: 'ApproveTransaction', data: { request: 'message' } }))
    foyer.client.ctx.auth.setApproval({ pending: true, method: 'personal_sign' })
    const view = await mount(foyer, createElement(ApproveTransactionView, { data: { request: 'message' } }))
    expect(view.container.querySelector('.foyer-approval-hint')?.textContent).toBe(ANSWER_HERE)
    expect(view.container.querySelector('[role=alert]')).toBeNull()

    await act(async () => foyer.close())
    expect(foyer.client.ctx.modal.get().open, 'the request holds the modal open').toBe(true)
    expect(view.container.querySelector('[role=alert]')?.textContent).toBe(ANSWER_HERE)
  })
})
