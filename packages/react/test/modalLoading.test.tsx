// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { FoyerProvider, useFoyerState } from '../src/index.ts'
import { createFoyerInstance } from './foyerInstance.ts'

// The modal's code arrives on its own (a dynamic import), as in a browser: renders are waited for, not wrapped in act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

/** What useFoyerState said at each render. */
const seen: { open: boolean; loading: boolean }[] = []
function Probe() {
  const { open, loading } = useFoyerState()
  seen.push({ open, loading })
  return null
}

describe("the modal's loading flag (spec §3)", () => {
  it("useFoyerState's loading is true while an opened modal's code is on its way, and false once the dialog shows", async () => {
    const foyer = createFoyerInstance({ networks: [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' })], features: { email: false, socials: false, analytics: false } })
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    root.render(createElement(FoyerProvider, { foyer }, createElement(Probe)))
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ open: false, loading: false }))

    foyer.open()
    await vi.waitFor(
      () => {
        expect(document.querySelector('.foyer-root')).not.toBeNull()
        expect(seen.at(-1)).toEqual({ open: true, loading: false })
      },
      { timeout: 10_000 },
    )
    expect(seen).toContainEqual({ open: true, loading: true })
    root.unmount()
    container.remove()
  })
})
