/**
 * The parts of the embedded wallet's approval screen a visitor must be able to read before they
 * answer, found the way a person finds them: by role and by the text they show.
 */
import type { FrameLocator, Locator } from 'playwright-core'
import { legibilityOf, type Legibility } from './legibility.ts'

export interface ExpectedRequest {
  /** The host's origin as the frame verified it and shows it (`http://127.0.0.1:5173`, `shop.example`). */
  origin: string
  /** The name the host gave itself in SYNC_DAPP_DATA. */
  claimedName: string
  /** The account as the screen writes it (truncated). */
  account: string
  recipient: string
  amount: string
}

export function approvalParts(frame: FrameLocator, expected: ExpectedRequest): Record<string, Locator> {
  return {
    title: frame.getByRole('heading', { level: 1 }),
    'verified origin': frame.getByText(expected.origin, { exact: true }),
    'app name': frame.getByText(expected.claimedName),
    account: frame.getByText(expected.account, { exact: true }),
    recipient: frame.getByText(expected.recipient, { exact: true }),
    amount: frame.getByText(expected.amount, { exact: true }),
    // Estimated by the chain's node for this transaction from the signing account.
    'network fee': frame.getByText(/^≈ \d+(\.\d+)? ETH$/),
    Reject: frame.getByRole('button', { name: 'Reject' }),
    Approve: frame.getByRole('button', { name: 'Approve' }),
  }
}

/** Every part's legibility, by name, for one readable failure message. */
export async function measureParts(parts: Record<string, Locator>): Promise<Record<string, Legibility>> {
  const entries = await Promise.all(Object.entries(parts).map(async ([name, part]) => [name, await legibilityOf(part)] as const))
  return Object.fromEntries(entries)
}

/** The parts that are hidden or below 4.5:1, with why; `{}` when every part reads. */
export function illegibleParts(measured: Record<string, Legibility>): Record<string, Legibility> {
  return Object.fromEntries(Object.entries(measured).filter(([, part]) => part.problems.length > 0 || part.contrast < 4.5))
}

/** The Approve button waits before it can be pressed (clickjacking); this waits with it. */
export function enabledApprove(frame: FrameLocator): Locator {
  return frame.getByRole('button', { name: 'Approve', disabled: false })
}
