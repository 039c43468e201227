import type { ApprovalApp } from './approvalApp.ts'
import { truncateAddress, type ApprovalSection } from './approvalSummary.ts'
import { watchApprovalVisibility } from './approvalVisibility.ts'
import { createApproveGate } from './approveGate.ts'
import { chainName } from './chainIds.ts'
import { el } from './dom.ts'
import type { ApprovalDecision, ApprovalRequest, ApprovalScreen } from './frameContext.ts'
import { say } from './texts/say.ts'

/**
 * The approval screen, drawn inside the frame while the modal shows it (ApproveTransaction, 360
 * wide and as tall as it says it needs, within the viewport): the verified origin (and the app's own name as its claim), the account, the chain,
 * what is asked, and Reject / Approve. Focus starts on the heading, so a stray Enter approves
 * nothing and a screen reader announces what is asked. Approve turns on only after the screen has
 * been visible for a moment (approveGate.ts), so a host cannot trick a click onto it.
 */
export function showApproval(container: HTMLElement, request: ApprovalRequest, onContentHeight: (height: number) => void = () => undefined): ApprovalScreen {
  let decide!: (decision: ApprovalDecision) => void
  const decision = new Promise<ApprovalDecision>((resolve) => (decide = resolve))

  const title = el('h1', { className: 'approval-title', text: request.summary.title, attrs: { id: 'approval-title', tabindex: '-1' } })
  const reject = el('button', { className: 'button', text: say('reject'), attrs: { type: 'button', 'data-variant': 'secondary' } })
  const approveLabel = el('span', { text: say('approve') })
  const approve = el('button', { className: 'button', attrs: { type: 'button' } }, [approveLabel])
  approve.disabled = true
  const status = el('p', { className: 'visually-hidden', attrs: { role: 'status' } })

  const details = el('div', { className: 'approval-scroll', attrs: { tabindex: '0', role: 'region', 'aria-label': say('requestDetails') } }, [
    factsCard(request),
    ...request.summary.sections.map(sectionView),
  ])
  const root = el('main', { className: 'approval', attrs: { 'aria-labelledby': 'approval-title', 'aria-busy': 'false' } }, [
    appHeader(request.app),
    title,
    // Focusable so the keyboard can scroll a long message.
    details,
    el('div', { className: 'approval-actions' }, [reject, approve]),
    status,
  ])

  let settled = false
  const choose = (choice: ApprovalDecision) => {
    if (settled) return
    settled = true
    decide(choice)
  }
  const gate = createApproveGate((enabled) => (approve.disabled = !enabled))
  reject.addEventListener('click', () => choose('reject'))
  // The gate is asked again: a click must never get through while the screen was not seen.
  approve.addEventListener('click', () => gate.enabled && choose('approve'))

  container.replaceChildren(root)
  document.body.dataset.view = 'approval'
  title.focus({ preventScroll: true })
  const stopWatching = watchApprovalVisibility(root, gate)
  const stopMeasuring = reportContentHeight(root, details, onContentHeight)
  const release = () => {
    gate.stop()
    stopWatching()
    stopMeasuring()
  }

  return {
    decision,
    busy() {
      release()
      root.setAttribute('aria-busy', 'true')
      reject.disabled = true
      approve.disabled = true
      approve.prepend(el('span', { className: 'spinner', attrs: { 'aria-hidden': 'true' } }))
      approveLabel.textContent = say('approving')
      status.textContent = say('sendingApproval')
    },
    close() {
      release()
      choose('reject')
      root.remove()
      if (!container.firstChild) delete document.body.dataset.view
    },
  }
}

/** The origin the server confirmed comes first and in full; the app's own name only as what it says of itself. */
function appHeader(app: ApprovalApp): HTMLElement {
  return el('header', { className: 'approval-app' }, [
    appIcon(app),
    el('div', { className: 'approval-app-text' }, [
      el('span', { className: 'approval-app-origin', text: app.origin }),
      app.claimedName ? el('span', { className: 'approval-app-claim', text: say('callsItself', { name: app.claimedName }) }) : null,
    ]),
  ])
}

function appIcon(app: ApprovalApp): HTMLElement {
  const initial = (app.claimedName ?? app.origin.replace(/^https?:\/\//, ''))[0] ?? '?'
  const letter = el('span', { className: 'approval-app-icon', text: initial.toUpperCase(), attrs: { 'aria-hidden': 'true' } })
  if (!app.icon) return letter
  const image = el('img', { className: 'approval-app-icon', attrs: { alt: '', referrerpolicy: 'no-referrer', width: '40', height: '40' } })
  image.addEventListener('error', () => image.replaceWith(letter), { once: true })
  image.src = app.icon
  return image
}

function factsCard(request: ApprovalRequest): HTMLElement {
  const rows: Array<[string, string, string?]> = [
    [say('account'), request.account ? truncateAddress(request.account) : say('unknown'), request.account],
    [say('network'), chainName(request.chainId), request.chainId],
  ]
  return el(
    'dl',
    { className: 'approval-card approval-facts' },
    rows.map(([label, value, full]) => el('div', { className: 'approval-row' }, [el('dt', { text: label }), el('dd', { text: value, attrs: full && full !== value ? { title: full } : {} })])),
  )
}

function sectionView(section: ApprovalSection): HTMLElement {
  if (section.kind === 'text') {
    return el('section', { className: 'approval-section' }, [
      el('h2', { className: 'approval-label', text: section.label }),
      el('pre', { className: 'approval-text', text: section.text, attrs: { 'data-mono': String(section.mono) } }),
    ])
  }
  return el('section', { className: 'approval-section' }, [
    section.label ? el('h2', { className: 'approval-label', text: section.label }) : null,
    el(
      'dl',
      { className: 'approval-card' },
      section.rows.map((row) =>
        ADDRESS.test(row.value)
          ? el('div', { className: 'approval-row', attrs: { 'data-address': 'true' } }, [el('dt', { text: row.label }), addressValue(row.value)])
          : el('div', { className: 'approval-row' }, [el('dt', { text: row.label }), el('dd', { text: row.value, attrs: row.mono ? { 'data-mono': 'true' } : {} })]),
      ),
    ),
  ])
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * A full address under its label, in groups of four (0x7099 7970 C518 …) that wrap between groups,
 * as hardware wallets show one to compare: never cut mid-group onto a line of its own. The groups
 * are spans, not spaces, so a copy gives the address itself.
 */
function addressValue(address: string): HTMLElement {
  const groups = [address.slice(0, 6), ...(address.slice(6).match(/.{1,4}/g) ?? [])]
  return el(
    'dd',
    { attrs: { 'data-mono': 'true' } },
    groups.map((group) => el('span', { text: group })),
  )
}

/**
 * Reports the height the screen needs to show every detail without scrolling (the screen's height
 * with the details' whole content instead of the part they take), whenever it changes: the app sizes
 * its slot to it, within the viewport; what still does not fit scrolls in the details.
 */
function reportContentHeight(root: HTMLElement, details: HTMLElement, report: (height: number) => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined
  let last = -1
  const measure = () => {
    // The details stretch to fill the screen, so their own height says nothing: their children's span does.
    const parts = [...details.children]
    const first = parts[0]?.getBoundingClientRect()
    const end = parts.at(-1)?.getBoundingClientRect()
    const style = getComputedStyle(details)
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom)
    const content = first && end ? end.bottom - first.top : 0
    const height = Math.ceil(root.offsetHeight - details.clientHeight + content + padding)
    if (height !== last) report((last = height))
  }
  const observer = new ResizeObserver(measure)
  observer.observe(root)
  for (const child of details.children) observer.observe(child)
  return () => observer.disconnect()
}
