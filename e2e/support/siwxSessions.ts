import { verifyFoyerSession } from '@foyer/siwx-verify'
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import './providedContext.ts'

export interface ListedSession {
  id: string
  chainId: string
  issuedAt: string
  expiresAt: string | null
  status: string
}

/** The account's sessions as the Foyer server lists them to anyone (GET /v1/sessions/:address): ids, times, status. */
export async function listedSessions(address: string, chainId: string): Promise<ListedSession[]> {
  const response = await fetch(`${inject('apiUrl')}/v1/sessions/${address}?chainId=${chainId}&projectId=${inject('webConfig').projectId}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { sessions: ListedSession[] }).sessions
}

/**
 * What the page would send its backend: the session this browser holds (the modal keeps it in
 * localStorage) and the sign-in's proof, which only the host's panel (useFoyerSiwx) shows.
 */
export async function sentToBackend(page: Page, nonce: string): Promise<{ session: unknown; proof: string }> {
  const held = await page.evaluate(() => JSON.parse(localStorage.getItem('@foyer/siwx_sessions') ?? '[]') as { id: string }[])
  const proof = (await page.getByTestId('host-siwx-proof').textContent())!
  return { session: held.find((stored) => stored.id === nonce), proof }
}

/** A host's backend: Foyer's address and the project from its own configuration. */
export const backendChecks = (session: unknown, proof: string, appUrl: string) =>
  verifyFoyerSession(session, { proof, foyerUrl: inject('apiUrl'), projectId: inject('webConfig').projectId, expectedDomain: new URL(appUrl).host })

/** Opens the demo with its sign-in option, as a host that sets `siwx` would. */
export async function openWithSignIn(page: Page, appUrl: string, mode: 'required' | 'optional') {
  const url = new URL(appUrl)
  url.searchParams.set('siwx', mode)
  await page.goto(url.href)
}

/** The session the host panel shows (useFoyerSiwx), once signed in. */
export async function hostSessionNonce(page: Page): Promise<string> {
  await page.getByTestId('host-siwx-status').getByText('signed in', { exact: true }).waitFor()
  return (await page.getByTestId('host-siwx-nonce').textContent())!
}
