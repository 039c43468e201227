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

/** The Foyer server a test's app uses, and its project: the run's shared stack unless a file runs its own. */
export interface FoyerServer {
  apiUrl: string
  projectId: string
}
const sharedServer = (): FoyerServer => ({ apiUrl: inject('apiUrl'), projectId: inject('webConfig').projectId })

/** The account's sessions as the Foyer server lists them to anyone (GET /v1/sessions/:address): ids, times, status. */
export async function listedSessions(address: string, chainId: string, server = sharedServer()): Promise<ListedSession[]> {
  const response = await fetch(`${server.apiUrl}/v1/sessions/${address}?chainId=${chainId}&projectId=${server.projectId}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { sessions: ListedSession[] }).sessions
}

/**
 * What the page would send its backend: the session this browser holds (the modal keeps it in
 * localStorage) and the sign-in's proof, which only the host's panel (useFoyerSiwx) shows.
 */
export async function sentToBackend(page: Page, nonce: string): Promise<{ session: HeldSession | undefined; proof: string }> {
  const held = await page.evaluate(() => JSON.parse(localStorage.getItem('@foyer/siwx_sessions') ?? '[]') as HeldSession[])
  const proof = (await page.getByTestId('host-siwx-proof').textContent())!
  return { session: held.find((stored) => stored.id === nonce), proof }
}

/** A session as this browser holds it: the signed message and its signature. */
export interface HeldSession {
  id: string
  message: string
  signature: `0x${string}` | string
}

/** A host's backend: Foyer's address and the project from its own configuration, and its own RPC node for a smart account's sign-in. */
export const backendChecks = (session: unknown, proof: string, appUrl: string, options: { server?: FoyerServer; rpcUrl?: string } = {}) => {
  const server = options.server ?? sharedServer()
  return verifyFoyerSession(session, { proof, foyerUrl: server.apiUrl, projectId: server.projectId, expectedDomain: new URL(appUrl).host, ...(options.rpcUrl && { rpcUrl: options.rpcUrl }) })
}

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
