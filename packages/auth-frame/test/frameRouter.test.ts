import { afterEach, describe, expect, it } from 'vitest'
import { FRAME_PROTOCOL_VERSION, appMessage, parseFrameMessage } from '../src/protocol/index.ts'
import { FrameRequestError } from '../src/protocol/frameRequestError.ts'
import { PARENT_ORIGIN, errorOf, startFrame, successOf, type FrameHarness } from './frameHarness.ts'

let frame: FrameHarness
afterEach(() => frame.close())

describe('the frame’s message router', () => {
  it('announces READY with the protocol version, to the parent origin only', async () => {
    frame = await startFrame()
    frame.router.announce()
    expect(frame.posted).toEqual([{ message: { type: '@foyer-frame/READY', payload: { version: FRAME_PROTOCOL_VERSION } }, targetOrigin: PARENT_ORIGIN }])
    expect(parseFrameMessage(frame.posted[0]!.message)).toEqual({ kind: 'ready', version: FRAME_PROTOCOL_VERSION })
  })

  it('answers an app event with <TYPE>_SUCCESS and the same id, posted to the parent origin', async () => {
    frame = await startFrame()
    expect(await frame.send('GET_CHAIN_ID', {})).toEqual({ kind: 'success', id: 'm1', event: 'GET_CHAIN_ID', payload: { chainId: 31337 } })
    expect(frame.posted.every(({ targetOrigin }) => targetOrigin === PARENT_ORIGIN)).toBe(true)
  })

  it('drops messages from another window, another origin, or of another shape, answering none of them', async () => {
    frame = await startFrame()
    const data = appMessage('x1', 'GET_CHAIN_ID', {})
    frame.router.receive({ source: { other: 'window' }, origin: PARENT_ORIGIN, data })
    frame.router.receive({ source: frame.parent, origin: 'https://evil.example', data })
    frame.router.receive({ source: frame.parent, origin: PARENT_ORIGIN, data: { ...data, type: '@foyer-app/EXPORT_KEYS' } })
    frame.router.receive({ source: frame.parent, origin: PARENT_ORIGIN, data: { ...data, payload: { chainId: 1 } } })
    frame.router.receive({ source: frame.parent, origin: PARENT_ORIGIN, data: 'hello' })
    await frame.router.idle()
    expect(frame.posted).toEqual([])
    expect(frame.router.droppedCount()).toBe(5)
    expect(frame.api.requests).toEqual([])
  })

  it('a handler’s FrameRequestError becomes <TYPE>_ERROR with its message and code', async () => {
    frame = await startFrame({
      page: {
        applyTheme: () => {
          throw new FrameRequestError('Theme refused', 'THEME')
        },
      },
    })
    expect(errorOf(await frame.send('SYNC_THEME', { themeMode: 'light' }))).toEqual({ message: 'Theme refused', code: 'THEME' })
  })

  it('any other failure is answered “An error occurred”, leaking nothing', async () => {
    frame = await startFrame({
      page: {
        applyTheme: () => {
          throw new TypeError('secret internals at /srv/frame.js:12')
        },
      },
    })
    expect(errorOf(await frame.send('SYNC_THEME', { themeMode: 'light' }))).toEqual({ message: 'An error occurred' })
  })

  it('SYNC_THEME hands the page only the mode and the accent, whatever else the host sends', async () => {
    frame = await startFrame()
    const themeVariables = { '--foyer-accent': '#e11d48', '--foyer-color-text': 'transparent', '--foyer-font-family': 'serif' }
    successOf(await frame.send('SYNC_THEME', { themeMode: 'light', themeVariables }))
    expect(frame.themes).toEqual([{ themeMode: 'light', accent: '#e11d48' }])
  })

  it('RELOAD answers first and reloads after', async () => {
    frame = await startFrame()
    successOf(await frame.send('RELOAD', {}))
    expect(frame.reloads.count).toBe(1)
    expect(frame.reloads.postedBefore).toEqual([1])
  })
})
