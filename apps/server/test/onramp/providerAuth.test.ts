import { generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { decodeProtectedHeader, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cdpRequestJwt, readCdpKey } from '../../src/onramp/cdpJwt.ts'
import { coinbaseOnramp } from '../../src/onramp/coinbaseOnramp.ts'
import { meldOnramp } from '../../src/onramp/meldOnramp.ts'
import { MELD_VERSION, onrampSettingsSchema } from '../../src/onramp/onrampSettings.ts'
import { serverConfigFromEnv } from '../../src/index.ts'
import { CHAIN } from './onrampFixtures.ts'

const URL_ASKED = 'https://api.developer.coinbase.com/onramp/v1/token'

describe('the Coinbase CDP JWT', () => {
  it('signed with an ES256 key (PEM, as CDP hands it out), verifies against its public key and carries the claims', async () => {
    const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    const pem = pair.privateKey.export({ type: 'sec1', format: 'pem' }) as string
    const key = readCdpKey('organizations/org/apiKeys/key-1', pem.replace(/\n/g, '\\n'))
    const now = Date.UTC(2026, 10, 25, 6, 0, 0)
    const jwt = await cdpRequestJwt(key, 'POST', URL_ASKED, () => now)
    const { payload, protectedHeader } = await jwtVerify(jwt, pair.publicKey, { currentDate: new Date(now) })
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'organizations/org/apiKeys/key-1', typ: 'JWT' })
    expect(protectedHeader.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(payload).toEqual({
      sub: 'organizations/org/apiKeys/key-1',
      iss: 'cdp',
      nbf: now / 1000,
      exp: now / 1000 + 120,
      uris: ['POST api.developer.coinbase.com/onramp/v1/token'],
    })
  })

  it('signed with an Ed25519 key (base64 of seed and public key), verifies as EdDSA; each request gets its own nonce', async () => {
    const pair = generateKeyPairSync('ed25519')
    const jwk = pair.privateKey.export({ format: 'jwk' })
    const secret = Buffer.concat([Buffer.from(jwk.d!, 'base64url'), Buffer.from(jwk.x!, 'base64url')]).toString('base64')
    const key = readCdpKey('key-2', secret)
    const first = await cdpRequestJwt(key, 'GET', 'http://127.0.0.1:4567/onramp/v1/buy/options')
    const { payload, protectedHeader } = await jwtVerify(first, pair.publicKey)
    expect(protectedHeader.alg).toBe('EdDSA')
    expect(payload.uris).toEqual(['GET 127.0.0.1:4567/onramp/v1/buy/options'])
    const second = await cdpRequestJwt(key, 'GET', 'http://127.0.0.1:4567/onramp/v1/buy/options')
    expect(decodeProtectedHeader(second).nonce).not.toBe(protectedHeader.nonce)
  })

  it.each([
    ['an RSA key', generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, 'is a rsa key'],
    ['a P-384 key', generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, 'is a ec key'],
    ['32 bytes of base64', Buffer.alloc(32, 1).toString('base64'), 'must be a PEM EC key or an Ed25519 key as base64 of 64 bytes'],
    ['broken PEM', '-----BEGIN EC PRIVATE KEY-----\nnope\n-----END EC PRIVATE KEY-----', 'is PEM but not a private key'],
  ])('refuses %s at startup, saying why', (_name, secret, message) => {
    const parsed = onrampSettingsSchema.safeParse({ coinbase: { keyName: 'k', privateKey: secret } })
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues[0]!.path).toEqual(['coinbase', 'privateKey'])
    expect(parsed.error!.issues[0]!.message).toContain(message)
  })
})

describe('requests as each provider receives them', () => {
  const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk))
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body })
      response.writeHead(200, { 'content-type': 'application/json' }).end(request.url!.includes('crypto-currencies') ? '[]' : '{"paymentCurrencies":[],"purchaseCurrencies":[]}')
    })
  })
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('Meld: Authorization BASIC with the key, and the Meld-Version it speaks', async () => {
    await meldOnramp({ apiUrl: base, apiKey: 'W9kZTT7332okCEc1A9aqAq:3sYKoXQv6oHVHSts7G2agw9vTCXz' }, 1_000, 'US').options()
    const request = seen.at(-1)!
    expect(request.url).toBe('/service-providers/properties/crypto-currencies?countries=US')
    expect(request.headers.authorization).toBe('BASIC W9kZTT7332okCEc1A9aqAq:3sYKoXQv6oHVHSts7G2agw9vTCXz')
    expect(request.headers['meld-version']).toBe(MELD_VERSION)
  })

  it('Coinbase: a Bearer JWT for that very call, which its public key verifies', async () => {
    const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    const privateKey = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string
    await coinbaseOnramp({ apiUrl: base, payUrl: `${base}/pay`, keyName: 'key-3', privateKey }, 1_000).options()
    const request = seen.at(-1)!
    expect(request.url).toBe('/onramp/v1/buy/options')
    const jwt = /^Bearer (.+)$/.exec(request.headers.authorization!)![1]!
    const { payload } = await jwtVerify(jwt, pair.publicKey, { issuer: 'cdp', subject: 'key-3' })
    expect(payload.uris).toEqual([`GET ${new URL(base).host}/onramp/v1/buy/options`])
  })
})

describe('the environment', () => {
  it('FOYER_ONRAMP_* configure both providers; a provider missing its key is refused with the variable named', () => {
    const pem = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'sec1', format: 'pem' }) as string
    const config = serverConfigFromEnv(
      {
        FOYER_ONRAMP_COINBASE_KEY_NAME: 'key-4',
        FOYER_ONRAMP_COINBASE_PRIVATE_KEY: pem,
        FOYER_ONRAMP_MELD_API_KEY: 'meld-key',
        FOYER_ONRAMP_MELD_API_URL: 'https://api-sb.meld.io/',
        FOYER_ONRAMP_TIMEOUT_MS: '2500',
      },
      { chains: () => [CHAIN] },
    )
    const onramp = onrampSettingsSchema.parse(config.onramp)
    expect(onramp.coinbase).toMatchObject({ keyName: 'key-4', apiUrl: 'https://api.developer.coinbase.com', payUrl: 'https://pay.coinbase.com/buy/select-asset' })
    expect(onramp.meld).toEqual({ apiKey: 'meld-key', apiUrl: 'https://api-sb.meld.io' })
    expect(onramp.timeoutMs).toBe(2500)
    const half = onrampSettingsSchema.safeParse(serverConfigFromEnv({ FOYER_ONRAMP_COINBASE_KEY_NAME: 'key-4' }, { chains: () => [CHAIN] }).onramp)
    expect(half.error?.issues[0]?.path).toEqual(['coinbase', 'privateKey'])
  })
})
