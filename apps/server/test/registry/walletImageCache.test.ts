import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchImage } from '../../src/registry/images/fetchImage.ts'
import { createWalletImageCache } from '../../src/registry/images/walletImageCache.ts'
import { startRegistryStandIn, tinyPng, type RegistryStandIn } from './registryStandIn.ts'

const LIMITS = { maxBytes: 4096, timeoutMs: 300 }
const SVG = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>'

let standIn: RegistryStandIn
beforeAll(async () => {
  standIn = await startRegistryStandIn()
})
afterAll(() => standIn?.close())

const url = (path: string) => `${standIn.origin}${path}`

describe('fetchImage: what a listing image may be', () => {
  it('takes a PNG, a JPEG, a WebP and an SVG within the size limit, with their types', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])
    standIn.answer('/ok.png', { type: 'image/png', body: tinyPng([1, 2, 3]) })
    standIn.answer('/ok.jpg', { type: 'image/jpeg', body: jpeg })
    standIn.answer('/ok.webp', { type: 'image/webp', body: webp })
    standIn.answer('/ok.svg', { type: 'image/svg+xml; charset=utf-8', body: SVG })
    for (const [path, type] of [
      ['/ok.png', 'image/png'],
      ['/ok.jpg', 'image/jpeg'],
      ['/ok.webp', 'image/webp'],
      ['/ok.svg', 'image/svg+xml'],
    ]) {
      const outcome = await fetchImage(url(path!), LIMITS)
      expect(outcome, path).toMatchObject({ ok: true, image: { type } })
    }
  })

  it('refuses an image past maxBytes, whether its Content-Length says so or it streams without one', async () => {
    standIn.answer('/big-declared.png', { type: 'image/png', body: tinyPng([0, 0, 0], 8000) })
    standIn.answer('/big-streamed.png', { type: 'image/png', body: tinyPng([0, 0, 0], 8000), omitLength: true })
    expect(await fetchImage(url('/big-declared.png'), LIMITS)).toEqual({ ok: false, reason: 'is larger than 4096 bytes' })
    expect(await fetchImage(url('/big-streamed.png'), LIMITS)).toEqual({ ok: false, reason: 'is larger than 4096 bytes' })
  })

  it('refuses a type outside PNG, JPEG, WebP and SVG, and bytes that are not the type they claim', async () => {
    standIn.answer('/page.html', { type: 'text/html', body: '<html></html>' })
    standIn.answer('/anim.gif', { type: 'image/gif', body: 'GIF89a' })
    standIn.answer('/fake.png', { type: 'image/png', body: '<html>not a png</html>' })
    expect(await fetchImage(url('/page.html'), LIMITS)).toMatchObject({ ok: false, reason: expect.stringContaining('not PNG, JPEG, WebP or SVG') })
    expect(await fetchImage(url('/anim.gif'), LIMITS)).toMatchObject({ ok: false, reason: expect.stringContaining('image/gif') })
    expect(await fetchImage(url('/fake.png'), LIMITS)).toEqual({ ok: false, reason: 'is not a PNG image' })
  })

  it('refuses an SVG that carries script, foreign content or event handlers', async () => {
    const bad = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"/></svg>',
    ]
    for (const [index, body] of bad.entries()) {
      standIn.answer(`/bad-${index}.svg`, { type: 'image/svg+xml', body })
      expect(await fetchImage(url(`/bad-${index}.svg`), LIMITS), body).toEqual({ ok: false, reason: 'is an SVG with script or foreign content' })
    }
    standIn.answer('/html-as-svg.svg', { type: 'image/svg+xml', body: '<html><body>hi</body></html>' })
    expect(await fetchImage(url('/html-as-svg.svg'), LIMITS)).toEqual({ ok: false, reason: 'is not an SVG image' })
  })

  it('gives up on an image that does not arrive within timeoutMs', async () => {
    standIn.answer('/slow.png', 'hang')
    expect(await fetchImage(url('/slow.png'), LIMITS)).toEqual({ ok: false, reason: 'did not arrive within 300 ms' })
  })

  it('refuses an error status', async () => {
    standIn.answer('/gone.png', { status: 410 })
    expect(await fetchImage(url('/gone.png'), LIMITS)).toEqual({ ok: false, reason: 'answered HTTP 410' })
  })
})

describe('the wallet image cache', () => {
  const png = (id: number) => tinyPng([id, id, id], 1000)
  const cacheWith = (cacheBytes: number, warnings: string[] = []) => createWalletImageCache({ ...LIMITS, cacheBytes, retryAfterMs: 60_000, warn: (message) => warnings.push(message) })

  it('keeps no more than its budget, letting the least recently served image go first', async () => {
    for (const id of [1, 2, 3]) standIn.answer(`/budget-${id}.png`, { type: 'image/png', body: png(id) })
    const size = png(1).byteLength
    const cache = cacheWith(size * 2)
    await cache.get('one', url('/budget-1.png'))
    await cache.get('two', url('/budget-2.png'))
    await cache.get('one', url('/budget-1.png')) // one is now the most recently served
    await cache.get('three', url('/budget-3.png')) // over budget: two goes
    expect(cache.bytesKept()).toBeLessThanOrEqual(size * 2)
    expect(standIn.count('/budget-1.png')).toBe(1)
    await cache.get('one', url('/budget-1.png'))
    expect(standIn.count('/budget-1.png')).toBe(1)
    await cache.get('two', url('/budget-2.png'))
    expect(standIn.count('/budget-2.png')).toBe(2)
  })

  it('fetches an image once for callers asking at the same time, and serves it from memory after', async () => {
    standIn.answer('/shared.png', { type: 'image/png', body: png(9) })
    const cache = cacheWith(1_000_000)
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('shared', url('/shared.png'))))
    await cache.get('shared', url('/shared.png'))
    expect(standIn.count('/shared.png')).toBe(1)
    expect(answers.every((image) => image?.bytes.equals(png(9)))).toBe(true)
  })

  it('remembers a failure instead of asking again on every request, and says which wallet once', async () => {
    standIn.answer('/wrong.png', { type: 'text/plain', body: 'nope' })
    const warnings: string[] = []
    const cache = cacheWith(1_000_000, warnings)
    expect(await cache.get('broken', url('/wrong.png'))).toBeUndefined()
    expect(await cache.get('broken', url('/wrong.png'))).toBeUndefined()
    expect(standIn.count('/wrong.png')).toBe(1)
    expect(warnings).toEqual([expect.stringMatching(/^The image of wallet "broken" is of type text\/plain.*generated image is served instead/)])
    expect(warnings[0]).not.toContain(standIn.origin)
  })
})
