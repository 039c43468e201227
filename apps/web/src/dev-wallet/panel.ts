import { DEV_WALLET_ICON } from './icon.ts'
import type { Consent, ConsentRequest } from './provider.ts'

/**
 * The Dev Wallet's prompt: a small card in the page corner, like an extension's popup. It lives
 * in its own shadow root on <body>, never inside the Foyer modal, and opens as a modal <dialog>
 * so it sits in the top layer above everything, the Foyer modal included, and takes the focus.
 * The provider asks one request at a time; the panel shows whatever it is asked.
 */
export function createConsentPanel(document: Document): { ask: Consent; destroy(): void } {
  let host: HTMLElement | undefined
  let root: ShadowRoot | undefined
  let cancelOpen: (() => void) | undefined
  // A new prompt opens a moment after the last one closed, as a wallet's popup window would:
  // people (and tests waiting for the old one to go) see two prompts, not one whose text swaps.
  let nextOpenAt = 0
  let destroyed = false

  const mount = () => {
    if (!host) {
      host = document.createElement('div')
      host.setAttribute('data-foyer-dev-wallet', '')
      root = host.attachShadow({ mode: 'open' })
      const style = document.createElement('style')
      style.textContent = STYLES
      root.append(style)
      // The page (and the Foyer modal's focus trap) should not see keys or focus moving inside the
      // wallet, just as it would not see them in an extension's own window.
      for (const type of ['keydown', 'keyup', 'focusin', 'focusout']) host.addEventListener(type, (event) => event.stopPropagation())
    }
    if (!host.isConnected) document.body.append(host)
    return root!
  }

  const ask: Consent = async (request) => {
    const wait = nextOpenAt - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    if (destroyed) return false
    return new Promise<boolean>((resolve) => {
      const dialog = render(document, request)
      const previousFocus = deepActiveElement(document)
      const answer = (approved: boolean) => {
        if (!dialog.isConnected) return
        cancelOpen = undefined
        nextOpenAt = Date.now() + PROMPT_GAP_MS
        if (dialog.open) dialog.close()
        dialog.remove()
        if (previousFocus?.isConnected) previousFocus.focus()
        resolve(approved)
      }
      dialog.querySelector<HTMLButtonElement>('[data-approve]')!.addEventListener('click', () => answer(true))
      dialog.querySelector<HTMLButtonElement>('[data-reject]')!.addEventListener('click', () => answer(false))
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault()
        answer(false)
      })
      dialog.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        answer(false)
      })
      cancelOpen = () => answer(false)

      mount().append(dialog)
      if (typeof dialog.showModal === 'function') {
        dialog.showModal()
        dialog.setAttribute('aria-modal', 'true')
      } else dialog.setAttribute('open', '')
      dialog.focus()
    })
  }

  return {
    ask,
    destroy() {
      destroyed = true
      cancelOpen?.()
      host?.remove()
    },
  }
}

const PROMPT_GAP_MS = 150

function render(document: Document, request: ConsentRequest): HTMLDialogElement {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
    const element = document.createElement(tag)
    if (className) element.className = className
    if (text !== undefined) element.textContent = text
    return element
  }
  const dialog = el('dialog', 'card')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-label', 'Dev Wallet request')
  dialog.setAttribute('aria-describedby', 'dev-wallet-summary')
  dialog.tabIndex = -1

  const header = el('header')
  const icon = el('img')
  icon.src = DEV_WALLET_ICON
  icon.alt = ''
  header.append(icon, el('span', 'brand', 'Foyer Dev Wallet'), el('span', 'network', request.network))

  const body = el('div', 'body')
  const summary = el('p', 'summary')
  summary.id = 'dev-wallet-summary'
  summary.append(el('strong', 'origin', request.origin), ` ${request.action}`)
  const list = el('dl')
  for (const detail of request.details) {
    const value = detail.block ? el('pre', undefined, detail.value) : el('dd', undefined, detail.value)
    if (detail.block) value.tabIndex = 0 // long content scrolls: let the keyboard reach it
    list.append(el('dt', undefined, detail.label), detail.block ? wrap(el('dd'), value) : value)
  }
  body.append(el('h2', undefined, request.title), summary, list)

  const footer = el('footer')
  const reject = el('button', 'reject', 'Reject')
  const approve = el('button', 'approve', 'Approve')
  reject.type = approve.type = 'button'
  reject.dataset.reject = approve.dataset.approve = ''
  footer.append(reject, approve)

  dialog.append(header, body, footer)
  return dialog
}

function wrap<T extends HTMLElement>(parent: T, child: HTMLElement): T {
  parent.append(child)
  return parent
}

function deepActiveElement(document: Document): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}

const STYLES = `
.card {
  position: fixed; inset: auto 16px 16px auto; margin: 0; z-index: 2147483647;
  box-sizing: border-box; width: min(360px, calc(100vw - 32px)); max-height: calc(100vh - 32px);
  overflow: auto; padding: 0; border: 1px solid #e4e4e7; border-radius: 16px;
  background: #fff; color: #18181b; color-scheme: light;
  box-shadow: 0 12px 32px rgb(24 24 27 / 0.16), 0 2px 6px rgb(24 24 27 / 0.08);
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; text-align: left;
}
.card::backdrop { background: rgb(24 24 27 / 0.12); }
.card:focus { outline: none; } /* it only holds the focus; the buttons show theirs */
header { display: flex; align-items: center; gap: 8px; padding: 12px 16px; border-bottom: 1px solid #f4f4f5; }
header img { width: 24px; height: 24px; border-radius: 6px; }
.brand { font-weight: 600; font-size: 13px; white-space: nowrap; }
.network { min-width: 0; margin-left: auto; padding: 2px 8px; border-radius: 999px; background: #f0fdfa; color: #115e59;
  font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.body { padding: 14px 16px 4px; }
h2 { margin: 0 0 6px; font-size: 16px; font-weight: 650; }
.summary { margin: 0 0 12px; color: #52525b; }
.origin { color: #18181b; word-break: break-all; }
dl { display: grid; gap: 2px; margin: 0 0 12px; }
dt { margin-top: 6px; color: #71717a; font-size: 12px; }
dd { margin: 0; font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; word-break: break-all; }
pre { margin: 0; max-height: 168px; overflow: auto; padding: 8px 10px; border-radius: 8px; background: #f4f4f5;
  font: inherit; white-space: pre-wrap; word-break: break-word; }
pre:focus-visible { outline: 2px solid #0d9488; }
footer { display: flex; gap: 8px; padding: 4px 16px 16px; }
button { flex: 1; padding: 9px 12px; border: 1px solid #d4d4d8; border-radius: 10px; background: #fff; color: #18181b;
  font: inherit; font-weight: 600; cursor: pointer; }
button:hover { background: #f4f4f5; }
button:focus-visible { outline: 2px solid #0d9488; outline-offset: 2px; }
.approve { border-color: #0f766e; background: #0f766e; color: #fff; }
.approve:hover { background: #115e59; }
@media (prefers-reduced-motion: no-preference) {
  .card[open] { animation: dev-wallet-in 160ms ease-out; }
  @keyframes dev-wallet-in { from { transform: translateY(12px); } } /* no fade: text keeps full contrast */
}
`
