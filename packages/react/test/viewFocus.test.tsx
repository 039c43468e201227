// @vitest-environment happy-dom
import { act, createElement, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { ViewFocus, type FocusMemory } from '../src/components/Modal/ViewFocus.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const container = document.createElement('div')
document.body.append(container)
const root = createRoot(container)
afterEach(() => act(() => root.render(null)))

const rows = (names: string[]): ReactNode => names.map((name) => createElement('button', { key: name, type: 'button' }, name))
const render = (arrival: 'open' | 'forward' | 'back', memory: FocusMemory, names: string[]) =>
  act(() => root.render(createElement(ViewFocus, { key: `${arrival}-${names.join()}`, arrival, depth: 1, memory, children: rows(names) })))

describe('focus coming back to a view', () => {
  it('Back returns focus to the same control even when rows were added above it meanwhile', async () => {
    const memory: FocusMemory = new Map()
    await render('open', memory, ['WalletConnect', 'All Wallets'])
    await act(() => [...container.querySelectorAll('button')].find((button) => button.textContent === 'All Wallets')!.focus())
    // The registry's wallets arrive while the visitor is in the next view.
    await render('back', memory, ['WalletConnect', 'Rainbow', 'Foyer Wallet', 'All Wallets'])
    expect(document.activeElement?.textContent).toBe('All Wallets')
  })

  it('a control whose text changed meanwhile (a count arrived) is found by the key it names itself with', async () => {
    const memory: FocusMemory = new Map()
    const row = (label: string) => createElement('button', { key: 'all', type: 'button', 'data-focus-key': 'All Wallets' }, label)
    await act(() => root.render(createElement(ViewFocus, { key: 'a', arrival: 'open', depth: 1, memory, children: [rows(['WalletConnect']), row('All Wallets')] })))
    await act(() => container.querySelectorAll('button')[1]!.focus())
    await act(() => root.render(createElement(ViewFocus, { key: 'b', arrival: 'back', depth: 1, memory, children: [rows(['WalletConnect', 'Rainbow']), row('All Wallets 83')] })))
    expect(document.activeElement?.textContent).toBe('All Wallets 83')
  })

  it('a control that is gone hands focus to the one now at its place', async () => {
    const memory: FocusMemory = new Map()
    await render('open', memory, ['One', 'Two', 'Three'])
    await act(() => container.querySelectorAll('button')[1]!.focus())
    await render('back', memory, ['One', 'Other', 'Three'])
    expect(document.activeElement?.textContent).toBe('Other')
  })

  it('Back waits for a control the view draws late (Swap once the server serves it) and gives it focus when it appears', async () => {
    const memory: FocusMemory = new Map()
    await render('open', memory, ['Send', 'Swap', 'Receive'])
    await act(() => container.querySelectorAll('button')[1]!.focus())
    // Back: the view first draws without Swap; it arrives a moment later.
    await act(() => root.render(createElement(ViewFocus, { key: 'late', arrival: 'back', depth: 1, memory, children: rows(['Send', 'Receive']) })))
    expect(document.activeElement?.textContent).toBe('Receive')
    await act(() => root.render(createElement(ViewFocus, { key: 'late', arrival: 'back', depth: 1, memory, children: rows(['Send', 'Swap', 'Receive']) })))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(document.activeElement?.textContent).toBe('Swap')
  })

  it('a late control does not take focus from where the visitor has moved it meanwhile', async () => {
    const memory: FocusMemory = new Map()
    await render('open', memory, ['Send', 'Swap', 'Receive'])
    await act(() => container.querySelectorAll('button')[1]!.focus())
    await act(() => root.render(createElement(ViewFocus, { key: 'late', arrival: 'back', depth: 1, memory, children: rows(['Send', 'Receive']) })))
    await act(() => container.querySelectorAll('button')[0]!.focus())
    await act(() => root.render(createElement(ViewFocus, { key: 'late', arrival: 'back', depth: 1, memory, children: rows(['Send', 'Swap', 'Receive']) })))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(document.activeElement?.textContent).toBe('Send')
  })
})
