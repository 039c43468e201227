import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, serverConfigFromEnv } from '../../src/index.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { startServer, type RunningServer } from '../harness.ts'

const START_TIMEOUT_MS = 240_000
const chains = () => [UNREAD_CHAIN]

/** GET `path` from the loopback address `from`, with an X-Forwarded-For naming `forwardedFor`. */
function get(baseUrl: string, path: string, from: string, forwardedFor: string): Promise<{ status: number; message?: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(baseUrl + path, { localAddress: from, headers: { 'x-forwarded-for': forwardedFor }, agent: false }, (incoming) => {
      let text = ''
      incoming.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
      incoming.on('end', () => resolve({ status: incoming.statusCode!, message: (JSON.parse(text) as { message?: string }).message }))
    })
    outgoing.on('error', reject).end()
  })
}

describe('FOYER_TRUST_PROXY', () => {
  it.each(['true', '*', ' true '])('"%s" (anyone\'s X-Forwarded-For) is refused outside dev mode, saying to list the proxies', (value) => {
    expect(() => serverConfigFromEnv({ FOYER_TRUST_PROXY: value }, { chains })).toThrow(ConfigError)
    expect(() => serverConfigFromEnv({ FOYER_TRUST_PROXY: value }, { chains })).toThrow(
      /FOYER_TRUST_PROXY=true \(or \*\) believes the X-Forwarded-For of anyone .* list your proxies instead, as addresses or CIDR ranges/,
    )
  })

  it('"true" is accepted in dev mode (FOYER_DEV=1): a dev server listens on loopback', () => {
    expect(serverConfigFromEnv({ FOYER_TRUST_PROXY: 'true', FOYER_DEV: '1' }, { chains }).trustProxy).toBe(true)
  })

  it('a list of addresses and CIDR ranges is read as it is', () => {
    expect(serverConfigFromEnv({ FOYER_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }, { chains }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8'])
  })

  it.each(['10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/8', '0.0.0.0/x'])('an entry that is no address or CIDR range (%s) is refused at startup', async (entry) => {
    const { buildServer } = await import('../../src/index.ts')
    await expect(buildServer({ host: '127.0.0.1', port: 0, logLevel: 'silent', chains: chains(), trustProxy: [entry] })).rejects.toThrow(/trustProxy\[0\] must be an IP address or CIDR range/)
  })
})

describe('X-Forwarded-For and the per-IP limit', () => {
  let untrusting: RunningServer
  let trusting: RunningServer
  const rateLimit = { perIpPerMinute: 3, perProjectAndClientPerMinute: 100 }
  beforeAll(async () => {
    ;[untrusting, trusting] = await Promise.all([
      startServer({ chains: chains(), rateLimit, trustProxy: ['10.1.2.3', '192.168.0.0/16'] }),
      startServer({ chains: chains(), rateLimit, trustProxy: ['127.0.0.1'] }),
    ])
  }, START_TIMEOUT_MS)
  afterAll(async () => {
    await untrusting?.close()
    await trusting?.close()
  })

  it('from a client not on the trusted list, X-Forwarded-For is ignored: a new address in each request does not reset its count', async () => {
    const wallets = []
    for (let index = 0; index < 4; index++) wallets.push(await get(untrusting.baseUrl, '/getWallets?entries=1&projectId=foyer-dev', '127.0.13.1', `203.0.113.${index + 1}`))
    expect(wallets.map((answer) => answer.status)).toEqual([200, 200, 200, 429])
    expect(wallets[3]!.message).toMatch(/for IP 127\.0\.13\.1;/)
  })

  it('from a trusted proxy (127.0.0.1 listed), X-Forwarded-For is the client: each forwarded address has its own count', async () => {
    const wallets = []
    for (let index = 0; index < 4; index++) wallets.push(await get(trusting.baseUrl, '/getWallets?entries=1&projectId=foyer-dev', '127.0.0.1', `203.0.113.${index + 1}`))
    expect(wallets.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    const same = []
    for (let index = 0; index < 3; index++) same.push(await get(trusting.baseUrl, '/getWallets?entries=1&projectId=foyer-dev', '127.0.0.1', '203.0.113.1'))
    expect(same.map((answer) => answer.status)).toEqual([200, 200, 429])
    expect(same[2]!.message).toMatch(/for IP 203\.0\.113\.1;/)
  })
})

describe('docker-compose.yml as shipped', () => {
  const compose = readFileSync(new URL('../../../../docker-compose.yml', import.meta.url), 'utf8')

  it('publishes the servers on 127.0.0.1 only: nobody else reaches them but the proxy on the host', () => {
    const published = [...compose.matchAll(/^\s*ports:\s*\[(.*)\]/gm)].map((match) => match[1]!)
    expect(published.length).toBeGreaterThan(0)
    for (const ports of published) expect(ports).toMatch(/^'127\.0\.0\.1:\d+:\d+'$/)
  })

  it('trusts only the address the host reaches the containers from, never anyone (true)', () => {
    const trusted = /FOYER_TRUST_PROXY:\s*'?([^'\n]*)'?/.exec(compose)?.[1]
    expect(trusted).toBeDefined()
    expect(trusted).not.toMatch(/true|\*/)
    const gateway = /gateway:\s*([\d.]+)/.exec(compose)?.[1]
    expect(trusted).toBe(gateway)
  })

  it("keeps Redis's pending relay messages across a restart: append-only file on, on a volume", () => {
    expect(compose).toMatch(/redis-server.*'--appendonly', 'yes'/)
    expect(compose).toMatch(/redis:\/data/)
  })
})
