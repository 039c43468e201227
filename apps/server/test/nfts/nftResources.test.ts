import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadNftImage } from '../../src/nfts/loadNftImage.ts'
import { readNftMetadataDocument } from '../../src/nfts/nftMetadataDocument.ts'
import { fetchPublicUrl, publicOnlyLookup } from '../../src/outbound/fetchPublicUrl.ts'
import { fetchableUrl } from '../../src/outbound/remoteUrlPolicy.ts'

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>'
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64')

// A collection's own web server: metadata and pictures, good and bad.
let server: Server
let origin: string
beforeAll(async () => {
  server = createServer((request, response) => {
    const send = (type: string, body: string | Buffer, status = 200) => response.writeHead(status, { 'content-type': type }).end(body)
    switch (request.url) {
      case '/token/1.json':
        return send('application/json', JSON.stringify({ name: 'Remote One', image: `${origin}/image.png` }))
      case '/token/2.json':
        return send('application/json', JSON.stringify({ name: 42, image_url: `${origin}/image.svg` }))
      case '/not-json':
        return send('application/json', '<html>')
      case '/image.png':
        return send('image/png', PNG)
      case '/image.svg':
        return send('image/svg+xml', SVG)
      case '/scripted.svg':
        return send('image/svg+xml', SVG.replace('<rect', '<script>alert(1)</script><rect'))
      case '/html-as-png':
        return send('image/png', '<html></html>')
      case '/huge.png':
        return send('image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))
      case '/redirect':
        return response.writeHead(302, { location: `${origin}/image.png` }).end()
      case '/slow':
        return setTimeout(() => send('image/png', PNG), 2_000)
      default:
        return send('text/plain', 'not found', 404)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const loopbackAllowed = { allowPrivateHosts: true }
const loopbackRefused = { allowPrivateHosts: false }

describe('NFT metadata documents', () => {
  it('reads data: JSON (base64 or percent-encoded) and http(s) JSON: the name and the image (or image_url)', async () => {
    expect(await readNftMetadataDocument(`data:application/json;base64,${base64(JSON.stringify({ name: 'Inline', image: 'data:image/svg+xml;base64,AA' }))}`, loopbackRefused)).toEqual({
      ok: true,
      document: { name: 'Inline', image: 'data:image/svg+xml;base64,AA' },
    })
    expect(await readNftMetadataDocument(`data:application/json,${encodeURIComponent('{"name":"Plain"}')}`, loopbackRefused)).toEqual({ ok: true, document: { name: 'Plain', image: undefined } })
    expect(await readNftMetadataDocument(`${origin}/token/1.json`, loopbackAllowed)).toEqual({ ok: true, document: { name: 'Remote One', image: `${origin}/image.png` } })
    // A name of the wrong type is ignored, not fatal.
    expect(await readNftMetadataDocument(`${origin}/token/2.json`, loopbackAllowed)).toEqual({ ok: true, document: { name: undefined, image: `${origin}/image.svg` } })
  })

  it('says why it has none: not JSON, not found, a scheme it does not fetch, a host on this machine', async () => {
    expect(await readNftMetadataDocument(`${origin}/not-json`, loopbackAllowed)).toEqual({ ok: false, reason: 'is not JSON' })
    expect(await readNftMetadataDocument(`${origin}/missing`, loopbackAllowed)).toEqual({ ok: false, reason: 'answered HTTP 404' })
    expect(await readNftMetadataDocument('ipfs://bafy/1.json', loopbackAllowed)).toMatchObject({ ok: false })
    expect(await readNftMetadataDocument(`${origin}/token/1.json`, loopbackRefused)).toEqual({ ok: false, reason: 'is not a data: URI or an http(s) URL this server fetches' })
  })
})

describe('NFT pictures', () => {
  it('takes a PNG or an SVG by URL, and an SVG from a data: URI', async () => {
    expect(await loadNftImage(`${origin}/image.png`, loopbackAllowed)).toEqual({ ok: true, image: { bytes: PNG, type: 'image/png' } })
    expect(await loadNftImage(`data:image/svg+xml;base64,${base64(SVG)}`, loopbackRefused)).toEqual({ ok: true, image: { bytes: Buffer.from(SVG), type: 'image/svg+xml' } })
  })

  it.each([
    ['a scripted SVG', '/scripted.svg', 'is an SVG with script or foreign content'],
    ['bytes that are not the type they claim', '/html-as-png', 'is not a PNG image'],
    ['a picture past the size cap', '/huge.png', 'is larger than 1048576 bytes'],
    ['a redirect', '/redirect', /a redirect, which is not followed/],
  ])('refuses %s', async (_, path, reason) => {
    const outcome = await loadNftImage(`${origin}${path}`, loopbackAllowed)
    expect(outcome.ok).toBe(false)
    expect(outcome.ok ? '' : outcome.reason).toMatch(reason)
  })

  it('gives up on a picture that does not arrive in time, and refuses a type that is not an image', async () => {
    expect(await loadNftImage(`${origin}/slow`, loopbackAllowed, { maxBytes: 1024, timeoutMs: 100 })).toEqual({ ok: false, reason: 'did not arrive within 100 ms' })
    expect(await loadNftImage(`data:text/html;base64,${base64('<p>')}`, loopbackRefused)).toMatchObject({ ok: false, reason: expect.stringMatching(/not PNG, JPEG, WebP or SVG/) })
  })
})

describe('which URLs a collection may make the server fetch', () => {
  it.each(['https://nft.example/1.json', 'http://93.184.216.34/a.png', 'https://[2606:2800:220:1::]/a'])('allows a public http(s) URL: %s', (url) => {
    expect(fetchableUrl(url, loopbackRefused)?.href).toBe(new URL(url).href)
  })
  it.each([
    'http://localhost:8080/',
    'http://api.localhost/',
    'http://127.0.0.1/',
    'http://10.1.2.3/',
    'http://192.168.0.1/',
    'http://172.20.0.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://[fd00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
    'file:///etc/passwd',
    'ftp://nft.example/',
    'https://user:secret@nft.example/',
    'not a url',
  ])('refuses %s', (url) => {
    expect(fetchableUrl(url, loopbackRefused)).toBeUndefined()
  })
})

describe('fetching a collection’s URL', () => {
  it('refuses, when it connects, a name that resolves to this machine (a public-looking name pointing inside: DNS rebinding)', async () => {
    // "localhost" stands for any name whose lookup answers a private address: the check is on the address connected to.
    const inside = new URL(`http://localhost:${new URL(origin).port}/image.png`)
    const options = { accept: 'image/png', maxBytes: 1024, timeoutMs: 2_000 }
    expect(await fetchPublicUrl(inside, options)).toMatchObject({ ok: true })
    expect(await fetchPublicUrl(inside, { ...options, lookup: publicOnlyLookup })).toEqual({ ok: false, reason: 'could not be fetched (the host resolves to a private address)' })
  })

  it('follows no redirect, and stops reading past the size limit', async () => {
    const options = { accept: 'image/png', maxBytes: 1024, timeoutMs: 2_000 }
    expect(await fetchPublicUrl(new URL(`${origin}/redirect`), options)).toMatchObject({ ok: false, status: 302 })
    expect(await fetchPublicUrl(new URL(`${origin}/huge.png`), options)).toEqual({ ok: false, reason: 'is larger than 1024 bytes' })
  })
})
