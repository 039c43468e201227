import { describe, expect, it } from 'vitest'
import type { FoyerContext } from '../../src/context.ts'
import { createStore } from '../../src/store.ts'
import { featureDraft } from '../../src/stores/featureDraft.ts'

/** A client as featureDraft sees it: chains that change (a counter here); whose they are is the test's `owner`. */
function fakeClient() {
  const chains = createStore({ changes: 0 })
  return { ctx: { chains } as unknown as FoyerContext, change: () => chains.set((was) => ({ changes: was.changes + 1 })) }
}

describe('featureDraft', () => {
  it('is one draft per client and feature, made on first use and kept between calls', () => {
    const first = fakeClient()
    const second = fakeClient()
    const owner = () => 'alice'
    const send = featureDraft(first.ctx, 'send', { amount: '' }, owner)
    send.set({ amount: '1' })
    expect(featureDraft(first.ctx, 'send', { amount: '' }, owner), 'the same draft for every view').toBe(send)
    expect(featureDraft(first.ctx, 'swap', { amount: '' }, owner).get(), 'another feature, another draft').toEqual({ amount: '' })
    expect(featureDraft(second.ctx, 'send', { amount: '' }, owner).get(), 'another client, another draft').toEqual({ amount: '' })
  })

  it('starts over from empty when its owner changes, and keeps the draft through any other change of the chains', () => {
    const client = fakeClient()
    let owner = 'alice'
    const empty = { amount: '' }
    const draft = featureDraft(client.ctx, 'send', empty, () => owner)
    draft.set({ amount: '1' })
    client.change()
    expect(draft.get(), 'the same owner').toEqual({ amount: '1' })
    owner = 'bob'
    client.change()
    expect(draft.get()).toBe(empty)
    draft.set({ amount: '2' })
    client.change()
    expect(draft.get(), "bob's draft stays bob's").toEqual({ amount: '2' })
  })
})
