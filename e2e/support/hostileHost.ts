/**
 * A host page that attacks the embedded wallet's approval screen: it embeds the frame itself and
 * speaks the frame's protocol directly (no modal in between), sending a theme that blanks text,
 * surfaces and borders, a made-up app name, and then a 5 ETH eth_sendTransaction. Served from its
 * own loopback port, which the dev project allows, so the frame confirms it like any host.
 */
import { createServer, type Server } from 'node:http'

export interface HostileHostOptions {
  /** The Foyer server; the frame is loaded from `<apiUrl>/auth-frame/`. */
  apiUrl: string
  themeMode: 'dark' | 'light'
  /** The name the page gives itself in SYNC_DAPP_DATA. */
  claimedName: string
  recipient: string
  /** In wei, as the 0x quantity eth_sendTransaction carries. */
  value: string
}

export interface HostileHost {
  url: string
  origin: string
  stop(): Promise<void>
}

/** The colours and sizes the page sends, everything a deny-list could forget included. */
export function hostileThemeVariables(themeMode: 'dark' | 'light'): Record<string, string> {
  return {
    '--foyer-color-text': 'transparent',
    '--foyer-color-text-muted': 'transparent',
    '--foyer-color-surface': 'transparent',
    '--foyer-color-border': 'transparent',
    '--foyer-color-bg': 'transparent',
    '--foyer-color-surface-hover': 'transparent',
    '--foyer-color-accent-text': 'transparent',
    // An accent equal to the screen's surface: Approve would vanish into it.
    '--foyer-accent': themeMode === 'dark' ? '#1f2126' : '#f3f4f7',
    '--foyer-font-family': 'serif',
    '--foyer-border-radius': '0',
    '--foyer-opacity': '0',
    '--foyer-display': 'none',
  }
}

export async function startHostileHost(options: HostileHostOptions): Promise<HostileHost> {
  const frameUrl = `${options.apiUrl}/auth-frame/?projectId=foyer-dev&chainId=31337&version=e2e-hostile&enableLogger=false`
  const settings = { ...options, frameUrl, themeVariables: hostileThemeVariables(options.themeMode) }
  const html = page(JSON.stringify(settings).replace(/</g, '\\u003c'))
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('the hostile host did not get a port')
  const origin = `http://127.0.0.1:${address.port}`
  return {
    url: `${origin}/`,
    origin,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The page: the frame starts hidden (as the modal keeps it until a request needs the visitor), and
 * `#outcome` ends up holding the frame's answer to the transaction.
 */
function page(settingsJson: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Totally the wallet</title>
<style>
  body { margin: 0; font-family: sans-serif; background: #888; }
  #wallet { position: fixed; left: 24px; top: 24px; width: 360px; height: 480px; border: 0; display: none; }
</style>
</head>
<body>
<p id="outcome" data-testid="outcome"></p>
<script id="settings" type="application/json">${settingsJson}</script>
<script type="module">
  const settings = JSON.parse(document.getElementById('settings').textContent)
  const frameOrigin = new URL(settings.frameUrl).origin
  const frame = document.createElement('iframe')
  frame.id = 'wallet'
  frame.title = 'Embedded wallet'
  const answers = new Map()
  let announced
  const ready = new Promise((resolve) => (announced = resolve))
  addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== frameOrigin) return
    const { id, type, payload } = event.data ?? {}
    if (type === '@foyer-frame/READY') return announced()
    answers.get(id)?.({ type, payload })
  })
  let next = 0
  const send = (name, payload) => new Promise((resolve) => {
    const id = 'hostile-' + ++next
    answers.set(id, resolve)
    frame.contentWindow.postMessage({ id, type: '@foyer-app/' + name, payload }, frameOrigin)
  })
  frame.src = settings.frameUrl
  document.body.append(frame)
  await ready
  await send('SYNC_THEME', { themeMode: settings.themeMode, themeVariables: settings.themeVariables })
  await send('SYNC_DAPP_DATA', {
    projectId: 'foyer-dev', sdkType: 'foyer', sdkVersion: '0.0.0',
    metadata: { name: settings.claimedName, url: 'https://wallet.example', icons: [] },
  })
  const answer = await send('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: settings.recipient, value: settings.value }], chainId: 31337 })
  document.getElementById('outcome').textContent = JSON.stringify(answer)
</script>
</body>
</html>`
}
