import type { WebSocketRoute } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openConnect } from '../support/embeddedWallet.ts'
import { modal, useBrowserSession } from '../support/session.ts'

/** Words of the relay protocol no visitor should read. */
const PROTOCOL_WORDS = /irn_|no answer|relay|\d+ ms|RelayError/i

describe('WalletConnect with a relay that takes the socket but never answers', () => {
  const session = useBrowserSession()

  it('the QR view says "Something went wrong" (spec §8) with Try again, no protocol text, and pairs once the relay answers again', async () => {
    const { page } = session
    // The relay as the browser reaches it: silent while `answering` is false (the socket opens, no
    // request is ever answered), the real relay once it is true.
    let answering = false
    const silent: WebSocketRoute[] = []
    await page.routeWebSocket(/\/ws(\?|$)/, (socket) => {
      if (answering) socket.connectToServer()
      else silent.push(socket)
    })

    const connect = await openConnect(page)
    await connect.getByRole('button', { name: /WalletConnect/ }).click()
    const view = modal(page, 'WalletConnect')
    await view.getByRole('alert').getByText('Something went wrong', { exact: true }).waitFor({ timeout: 40_000 })
    await view.getByRole('heading', { name: 'Connection failed' }).waitFor()
    expect(await view.textContent()).not.toMatch(PROTOCOL_WORDS)

    answering = true
    for (const socket of silent) await socket.close()
    await view.getByRole('button', { name: 'Try again' }).click()
    await view.getByRole('img', { name: /QR code/ }).waitFor()
  })
})
