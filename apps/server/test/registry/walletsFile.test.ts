import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverConfigFromEnv } from '../../src/config.ts'
import { readWalletsFile } from '../../src/registry/walletsFile/readWalletsFile.ts'
import { request, startServer, type RunningServer } from '../harness.ts'
import { tinyPng } from './registryStandIn.ts'

const LIMITS = { maxBytes: 4096, cacheBytes: 100_000 }
const chain = { caipNetworkId: 'eip155:31337' as const, name: 'Devnet', rpcUrl: 'http://127.0.0.1:9', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, testnet: false, tokens: [] }

const MINE = {
  id: 'my-wallet',
  name: 'My Wallet',
  image: 'icons/my-wallet.png',
  rdns: 'example.mywallet',
  chains: ['eip155:1', 'eip155:31337'],
  homepage: 'https://mywallet.example/',
  mobile_link: 'mywallet://',
  chrome_store: 'https://chromewebstore.google.com/detail/my-wallet/abcdefghijklmnopabcdefghijklmnop',
  app_store: 'https://apps.apple.com/app/my-wallet/id1',
  play_store: 'https://play.google.com/store/apps/details?id=example.mywallet',
  desktop_download: 'https://mywallet.example/download',
  certified: true,
}

/** A folder with a wallets file and its icons; answers the file's path. */
function walletsFolder(file: unknown, icons: Record<string, Buffer | string> = { 'my-wallet.png': tinyPng([200, 40, 40]) }): string {
  const folder = mkdtempSync(join(tmpdir(), 'foyer-wallets-'))
  const iconFolder = join(folder, 'icons')
  mkdirSync(iconFolder)
  for (const [name, bytes] of Object.entries(icons)) writeFileSync(join(iconFolder, name), bytes)
  const path = join(folder, 'wallets.json')
  writeFileSync(path, typeof file === 'string' ? file : JSON.stringify(file))
  return path
}

/** The ConfigError message reading `file` gives. */
function mistakeOf(file: unknown, icons?: Record<string, Buffer | string>, limits = LIMITS): string {
  try {
    readWalletsFile(walletsFolder(file, icons), limits)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the file was accepted')
}

describe('the wallets file (FOYER_WALLETS_FILE)', () => {
  it('reads wallets with their links, and their image files checked and kept', () => {
    const { entries, images } = readWalletsFile(walletsFolder({ wallets: [MINE, { id: 'plain', name: 'Plain', chains: ['eip155:1'] }] }), LIMITS)
    expect(entries.map((entry) => entry.id)).toEqual(['my-wallet', 'plain'])
    expect(entries[0]).toMatchObject({ certified: true, chrome_store: MINE.chrome_store, image: { kind: 'file', path: expect.stringMatching(/icons\/my-wallet\.png$/) } })
    expect(images.get('my-wallet')).toMatchObject({ type: 'image/png' })
    expect(images.has('plain')).toBe(false)
  })

  it('names every mistake by its path in the file', () => {
    const message = mistakeOf({
      wallets: [
        { ...MINE, chrome_store: 'http://chromewebstore.google.com/detail/x', colour: '#fff' },
        { id: 'my wallet', name: '', chains: [] },
        { ...MINE, mobile_link: 'javascript:alert(1)//' },
      ],
    })
    expect(message).toMatch(/^\/.*wallets\.json \(FOYER_WALLETS_FILE\) is not a valid wallets file: /)
    expect(message).toContain('wallets[0] has unknown field colour')
    expect(message).toContain('wallets[0].chrome_store must be an https URL')
    expect(message).toContain('wallets[1].id must be letters, digits, dots, dashes or underscores')
    expect(message).toContain('wallets[1].name must not be empty')
    expect(message).toContain('wallets[1].chains must list the CAIP-2 ids')
    expect(message).toContain('wallets[2].mobile_link must be an app link')
    expect(message).toContain('wallets[2].id is "my-wallet" again: wallets[0] already has it')
    expect(message).toContain('docs/wallets.md')
  })

  it('refuses a file that is not JSON or lists no wallet', () => {
    expect(mistakeOf('{ not json')).toMatch(/is not valid JSON/)
    expect(mistakeOf({ wallets: [] })).toContain('wallets must list at least one wallet')
    expect(mistakeOf({ wallet: [] })).toContain('has unknown field wallet')
  })

  it('refuses image files that are missing, of another type, not what their name says, or too large', () => {
    const wallets = [
      { ...MINE, id: 'a', image: 'icons/missing.png' },
      { ...MINE, id: 'b', image: 'icons/b.gif' },
      { ...MINE, id: 'c', image: 'icons/c.png' },
      { ...MINE, id: 'd', image: 'icons/d.png' },
      { ...MINE, id: 'e', image: 'icons/e.svg' },
    ]
    const message = mistakeOf({ wallets }, { 'b.gif': 'GIF89a', 'c.png': '<html>', 'd.png': tinyPng([0, 0, 0], 9000), 'e.svg': '<svg onload="x()"/>' })
    expect(message).toContain('wallets[0].image (icons/missing.png) does not exist')
    expect(message).toContain('wallets[1].image (icons/b.gif) must be a .png, .jpg, .webp or .svg file')
    expect(message).toContain('wallets[2].image (icons/c.png) is not a PNG image')
    expect(message).toContain('wallets[3].image (icons/d.png) is larger than 4096 bytes')
    expect(message).toContain('wallets[4].image (icons/e.svg) is an SVG with script or foreign content')
  })

  it('refuses image files that together pass the image cache budget', () => {
    const wallets = ['a', 'b', 'c'].map((id) => ({ ...MINE, id, image: `icons/${id}.png` }))
    const icons = Object.fromEntries(['a', 'b', 'c'].map((id) => [`${id}.png`, tinyPng([0, 0, 0], 3000)]))
    expect(mistakeOf({ wallets }, icons, { maxBytes: 4096, cacheBytes: 8000 })).toMatch(/image files hold \d+ bytes together, more than the image cache's 8000/)
  })

  it('takes image URLs as https only (http only on this machine)', () => {
    expect(mistakeOf({ wallets: [{ ...MINE, image: 'http://images.example/x.png' }] })).toContain('wallets[0].image must be a path to an image file (relative to the wallets file) or an https URL')
    const { entries } = readWalletsFile(walletsFolder({ wallets: [{ ...MINE, image: 'https://images.example/x.png' }] }), LIMITS)
    expect(entries[0]!.image).toEqual({ kind: 'url', url: 'https://images.example/x.png' })
  })

  it('is read from FOYER_WALLETS_FILE, and an unreadable one says which variable named it', () => {
    const config = serverConfigFromEnv({ FOYER_WALLETS_FILE: '/tmp/foyer-wallets.json', FOYER_WALLET_IMAGE_MAX_BYTES: '2048' }, { chains: () => [chain] })
    expect(config.walletRegistry).toMatchObject({ walletsFile: '/tmp/foyer-wallets.json', imageMaxBytes: 2048 })
    expect(() => readWalletsFile('/nowhere/wallets.json', LIMITS)).toThrow('FOYER_WALLETS_FILE is /nowhere/wallets.json, but it does not exist')
    expect(() => serverConfigFromEnv({ FOYER_WALLET_REGISTRY_URL: 'ftp://registry' }, { chains: () => [chain] })).toThrow(/FOYER_WALLET_REGISTRY_URL must be an http\(s\) URL/)
  })
})

describe('a server listing a wallets file', () => {
  let server: RunningServer
  beforeAll(async () => {
    const file = walletsFolder({ wallets: [MINE, { id: 'plain', name: 'Plain', chains: ['eip155:1'], homepage: 'https://plain.example/' }] })
    server = await startServer({ chains: [chain], walletRegistry: { walletsFile: file } })
  })
  afterAll(() => server?.close())

  it('lists the file’s wallets in place of the built-in list, download links included', async () => {
    const { body } = await request(server.baseUrl, '/getWallets')
    expect(body.count).toBe(2)
    expect(body.data[0]).toEqual({
      id: 'my-wallet',
      name: 'My Wallet',
      image_id: 'my-wallet',
      rdns: 'example.mywallet',
      chains: ['eip155:1', 'eip155:31337'],
      homepage: 'https://mywallet.example/',
      mobile_link: 'mywallet://',
      desktop_link: null,
      webapp_link: null,
      chrome_store: MINE.chrome_store,
      firefox_store: null,
      app_store: MINE.app_store,
      play_store: MINE.play_store,
      desktop_download: MINE.desktop_download,
    })
  })

  it('serves a wallet’s image file from its own image route, and a generated image for a wallet without one', async () => {
    const own = await fetch(`${server.baseUrl}/getWalletImage/my-wallet`)
    expect(own.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await own.arrayBuffer()).equals(tinyPng([200, 40, 40]))).toBe(true)
    const generated = await request(server.baseUrl, '/getWalletImage/plain')
    expect(generated.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(generated.body).toContain('aria-label="Plain"')
    expect((await request(server.baseUrl, '/getWalletImage/metamask')).status).toBe(404)
  })
})
