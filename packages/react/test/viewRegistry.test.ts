import { createMessagesStore, type TextSection, type View } from '@foyer/core/internal'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { shownView, VIEW_REGISTRY } from '../src/views/registry.ts'

/** Data enough for a view that opens with some: the title reads only the named fields. */
const SAMPLE_DATA: Partial<Record<View, unknown>> = {
  ConnectingExternal: { title: 'Fox' },
  ConnectingWalletConnect: { title: 'Fox' },
  WalletDownloads: { listing: { name: 'Fox' } },
  ApproveTransaction: { request: 'transaction' },
}

describe('the view registry', () => {
  it('covers every view of the map: the shell’s and each feature’s declaration, none missing, none extra', () => {
    expectTypeOf<keyof typeof VIEW_REGISTRY>().toEqualTypeOf<View>()
  })

  it('titles every view from its own section, in English and in German', async () => {
    const german = createMessagesStore('de')
    await vi.waitFor(() => expect(german.get().catalogue).toBeDefined())
    for (const view of Object.keys(VIEW_REGISTRY) as View[]) {
      const entry = { view, data: SAMPLE_DATA[view] } as never
      const english = shownView(entry, <S extends TextSection>(section: S) => section.en).title
      const inGerman = shownView(entry, german.texts).title
      expect(english, view).toMatch(/\S/)
      expect(inGerman, view).toMatch(/\S/)
    }
  })
})
