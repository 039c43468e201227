import type { Page } from 'playwright-core'

/** The focused element as a keyboard user meets it: its accessible name (label, else text), role and tag. */
export interface FocusedElement {
  name: string
  role: string | null
  tag: string
}

/** Where focus is after a key press: the element, and whether it is where a modal dialog allows. */
interface FocusAfterPress extends FocusedElement {
  /** A modal dialog is open and focus is outside it (on the page behind, or on `<body>`). */
  escaped: boolean
}

/**
 * Presses `key` (Tab by default) until the focused element matches, failing after a bounded number
 * of presses with the way focus went. Every press is checked on the way: while a modal dialog is
 * open (Foyer's, or a wallet's prompt over it), focus must be inside one, or in the embedded wallet's
 * frame the dialog owns; never on `<body>` or the page behind.
 */
export async function tabTo(page: Page, matches: (el: FocusedElement) => boolean, limit = 40, key = 'Tab'): Promise<void> {
  const seen: string[] = []
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key)
    const focused: FocusAfterPress = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      const modals = [...document.querySelectorAll('[role=dialog][aria-modal=true], [role=alertdialog][aria-modal=true]')]
      const owners = modals.flatMap((dialog) => [dialog, ...dialog.querySelectorAll('[aria-owns]')])
      const owned = (frame: Element) => owners.some((owner) => (owner.getAttribute('aria-owns') ?? '').split(/\s+/).includes(frame.id))
      const inside = !el || modals.some((dialog) => dialog.contains(el)) || (el.tagName === 'IFRAME' && owned(el))
      return {
        name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
        role: el?.getAttribute('role') ?? null,
        tag: el?.tagName ?? '',
        escaped: modals.length > 0 && !inside,
      }
    })
    const step = `${focused.tag}:${focused.name.slice(0, 20)}`
    if (focused.escaped) throw new Error(`focus left the open dialog after ${i + 1} × ${key}, for ${step}; it went through ${[...seen, step].join(' → ')}`)
    if (matches(focused)) return
    seen.push(step)
  }
  throw new Error(`the element was not reachable with ${key}; focus went through ${seen.join(' → ')}`)
}
