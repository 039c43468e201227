/** Renders one view or component of the modal inside <FoyerProvider>, in happy-dom, for the view tests. */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { act, createElement, type ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { FoyerProvider, type Foyer } from '../src/index.ts'

// Lets React know this environment runs act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mounted: { root: Root; container: HTMLElement }[] = []

// Only reached when a check never passes; vi.waitFor's 1 s failed sound views at a load of 16–20 on 2 cores.
const UNTIL_MS = 10_000

/** A Foyer server that answers every call as the test says (503 by default: balances and the registry fail quietly). */
export const api = { url: '', answer: (_path: string, _url?: URL): { status: number; body: unknown } => ({ status: 503, body: { message: 'away' } }) }
let server: Server
beforeAll(async () => {
  server = createServer((request, response) => {
    // happy-dom asks before a cross-origin fetch: the preflight passes, the answer decides.
    if (request.method === 'OPTIONS') return void response.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' }).end()
    const url = new URL(request.url ?? '/', 'http://x')
    const { status, body } = api.answer(url.pathname, url)
    response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

afterEach(async () => {
  for (const { root, container } of mounted.splice(0)) {
    await act(async () => root.unmount())
    container.remove()
  }
})

/** Mounts `element` for `foyer`; answers the container and a way to wait for what it shows. */
export async function mount(foyer: Foyer, element: ReactElement) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  mounted.push({ root, container })
  await act(async () => root.render(createElement(FoyerProvider, { foyer }, element)))
  return {
    container,
    /** Takes the view away, as leaving it does. */
    unmount: () => act(async () => root.unmount()),
    text: () => container.textContent ?? '',
    /** Waits (in act) until `check` passes, for ten seconds unless told. */
    until: (check: () => void, timeout = UNTIL_MS) =>
      vi.waitFor(
        async () => {
          await act(async () => undefined)
          check()
        },
        { timeout },
      ),
  }
}

/** The button whose text is `name`, or undefined. */
export function button(container: HTMLElement, name: string): HTMLButtonElement | undefined {
  return [...container.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)
}
