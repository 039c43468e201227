// @vitest-environment happy-dom
import { mountFrameElement, placeFrameElement } from '@foyer/core/internal'
import { act, createElement, useRef } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { useFocusTrap } from '../src/components/Dialog/useFocusTrap.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const container = document.createElement('div')
document.body.append(container)
const root = createRoot(container)
afterEach(async () => {
  await act(() => root.render(null))
  for (const element of document.querySelectorAll('iframe, .foyer-frame-edge')) element.remove()
})

/** The approval as the modal draws it: Back and Close in the header, the frame's place in the body, Copy under it. */
function Approval({ frameId }: { frameId: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useFocusTrap(ref)
  return createElement(
    'div',
    { ref, role: 'dialog', 'aria-modal': 'true', tabIndex: -1 },
    createElement('button', { type: 'button' }, 'Close'),
    createElement('div', { role: 'group', 'aria-owns': frameId }),
    createElement('button', { type: 'button' }, 'Copy'),
  )
}

async function showApproval(shown: boolean) {
  const frame = mountFrameElement('about:blank', document.body)
  if (shown) placeFrameElement(frame, { left: 0, top: 0, width: 360, height: 400, zIndex: 10 })
  await act(() => root.render(createElement(Approval, { frameId: frame.id })))
  const [before, after] = [...document.querySelectorAll<HTMLElement>('.foyer-frame-edge')]
  const button = (name: string) => [...container.querySelectorAll('button')].find((element) => element.textContent === name)!
  return { frame, before: before!, after: after!, button }
}

const tab = (shift = false) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: shift, bubbles: true, cancelable: true }))

describe('focus stays with the approval dialog and its frame', () => {
  it('Tab goes from the control before the frame into the frame, and Shift+Tab from the one after it back into it', async () => {
    const { frame, button } = await showApproval(true)
    button('Close').focus()
    tab()
    expect(document.activeElement).toBe(frame)
    button('Copy').focus()
    tab(true)
    expect(document.activeElement).toBe(frame)
  })

  it("Tab out of the frame's last control lands on the dialog's control after it, Shift+Tab out of its first on the one before it — never on the page", async () => {
    const { before, after, button } = await showApproval(true)
    // The browser moves focus from the frame's last control to the next focusable in the page: the edge after it.
    expect(after.tabIndex).toBe(0)
    after.focus()
    expect(document.activeElement).toBe(button('Copy'))
    before.focus()
    expect(document.activeElement).toBe(button('Close'))
  })

  it('a hidden frame is out of the cycle and its edges out of the page’s Tab order', async () => {
    const { before, after, button } = await showApproval(false)
    expect([before.tabIndex, after.tabIndex]).toEqual([-1, -1])
    button('Copy').focus()
    tab()
    expect(document.activeElement).toBe(button('Close'))
  })
})
