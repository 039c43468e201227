import { describe, expect, it } from 'vitest'
import {
  APP_EVENT_NAMES,
  APP_EVENTS,
  appMessage,
  frameContentHeight,
  frameEscape,
  frameFailure,
  frameReady,
  frameSuccess,
  parseAppMessage,
  parseFrameMessage,
  type AppEventName,
  type AppEventPayload,
} from '../src/protocol/index.ts'

/** A valid request for every app event (the type makes a missing one a compile error). */
const VALID: { [N in AppEventName]: AppEventPayload<N> } = {
  SWITCH_NETWORK: { chainId: 31337 },
  CONNECT_EMAIL: { email: 'ada@example.com' },
  CONNECT_DEVICE: {},
  CONNECT_OTP: { otp: '123456' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'github', returnTo: 'https://app.example/back' },
  CONNECT_SOCIAL: { uri: 'https://foyer.example/auth/v1/social/callback?code=c&state=s' },
  GET_FARCASTER_URI: {},
  CONNECT_FARCASTER: {},
  GET_USER: { chainId: 1, preferredAccountType: 'eoa' },
  SIGN_OUT: {},
  IS_CONNECTED: {},
  GET_CHAIN_ID: {},
  RPC_REQUEST: { method: 'personal_sign', params: ['0x68656c6c6f', '0x1111111111111111111111111111111111111111'] },
  UPDATE_EMAIL: { email: 'new@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '000000' },
  UPDATE_EMAIL_SECONDARY_RESEND: {},
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '999999' },
  SYNC_THEME: { themeMode: 'light', themeVariables: { '--foyer-accent': '#ff0000' } },
  SYNC_DAPP_DATA: { projectId: 'p', sdkType: 'foyer', sdkVersion: '1.7.3', metadata: { name: 'App', url: 'https://app.example', icons: [] } },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {},
  INIT_SMART_ACCOUNT: {},
  SET_PREFERRED_ACCOUNT: { type: 'eoa' },
  RELOAD: {},
}

/** A payload of the wrong shape for every app event. */
const INVALID: Record<AppEventName, unknown> = {
  SWITCH_NETWORK: { chainId: -1 },
  CONNECT_EMAIL: { email: 'not an email' },
  CONNECT_DEVICE: { email: 'ada@example.com' },
  CONNECT_OTP: { otp: '12345' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'myspace' },
  CONNECT_SOCIAL: { uri: 'not a url' },
  GET_FARCASTER_URI: { extra: true },
  CONNECT_FARCASTER: { extra: true },
  GET_USER: { chainId: 0 },
  SIGN_OUT: { now: true },
  IS_CONNECTED: { token: 42 },
  GET_CHAIN_ID: { chainId: 1 },
  RPC_REQUEST: { method: '' },
  UPDATE_EMAIL: { email: '' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: 'abcdef' },
  UPDATE_EMAIL_SECONDARY_RESEND: { email: 'other@example.com' },
  UPDATE_EMAIL_SECONDARY_OTP: {},
  SYNC_THEME: { themeMode: 'sepia' },
  SYNC_DAPP_DATA: { projectId: '' },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: null,
  INIT_SMART_ACCOUNT: [],
  SET_PREFERRED_ACCOUNT: { type: 'payment' },
  RELOAD: { hard: true },
}

describe('app messages (what the frame accepts)', () => {
  it.each(APP_EVENT_NAMES)('%s: a well-formed request parses, a wrong payload shape is refused', (name) => {
    const good = parseAppMessage(appMessage('id-1', name, VALID[name] as never))
    expect(good).toEqual({ id: 'id-1', type: `@foyer-app/${name}`, payload: VALID[name] })
    expect(parseAppMessage({ id: 'id-1', type: `@foyer-app/${name}`, payload: INVALID[name] })).toBeNull()
  })

  it('a message without an id, with an overlong id or with extra keys is refused', () => {
    expect(parseAppMessage({ type: '@foyer-app/GET_CHAIN_ID', payload: {} })).toBeNull()
    expect(parseAppMessage({ id: 'x'.repeat(65), type: '@foyer-app/GET_CHAIN_ID', payload: {} })).toBeNull()
    expect(parseAppMessage({ id: '1', type: '@foyer-app/GET_CHAIN_ID', payload: {}, extra: 1 })).toBeNull()
  })

  it('unknown types, other prefixes and non-objects are dropped', () => {
    for (const data of [
      { id: '1', type: '@foyer-app/STEAL_KEYS', payload: {} },
      { id: '1', type: '@w3m-app/GET_CHAIN_ID', payload: {} },
      { id: '1', type: 'GET_CHAIN_ID', payload: {} },
      '@foyer-app/GET_CHAIN_ID',
      null,
      42,
      { type: 7 },
    ]) {
      expect(parseAppMessage(data)).toBeNull()
    }
  })
})

describe('frame messages (what the app accepts)', () => {
  it('READY carries the version', () => {
    expect(parseFrameMessage(frameReady('1.0.0'))).toEqual({ kind: 'ready', version: '1.0.0' })
  })

  it('CONTENT_HEIGHT carries a whole number of pixels from 0 to 4000; anything else is dropped', () => {
    expect(parseFrameMessage(frameContentHeight(512))).toEqual({ kind: 'contentHeight', height: 512 })
    for (const height of [-1, 4001, 12.5, '512', null]) {
      expect(parseFrameMessage({ type: '@foyer-frame/CONTENT_HEIGHT', payload: { height } }), String(height)).toBeNull()
    }
  })

  it('ESCAPE (pressed in the frame) is read with an empty payload only', () => {
    expect(parseFrameMessage(frameEscape())).toEqual({ kind: 'escape' })
    expect(parseFrameMessage({ type: '@foyer-frame/ESCAPE', payload: { close: true } })).toBeNull()
    expect(parseFrameMessage({ type: '@foyer-frame/ESCAPE' })).toBeNull()
  })

  it('a SUCCESS is read only when its payload matches its event', () => {
    expect(parseFrameMessage(frameSuccess('7', 'GET_CHAIN_ID', { chainId: 31337 }))).toEqual({
      kind: 'success',
      id: '7',
      event: 'GET_CHAIN_ID',
      payload: { chainId: 31337 },
    })
    expect(parseFrameMessage({ id: '7', type: '@foyer-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: true } })).toBeNull()
    expect(parseFrameMessage({ id: '7', type: '@foyer-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: 'yes' } })).toBeNull()
    expect(parseFrameMessage({ id: '7', type: '@foyer-frame/GET_USER_SUCCESS', payload: { address: '0x1' } })).toBeNull()
  })

  it('an ERROR carries a message and an optional code', () => {
    expect(parseFrameMessage(frameFailure('8', 'RPC_REQUEST', { message: 'User rejected the request.', code: 4001 }))).toEqual({
      kind: 'error',
      id: '8',
      event: 'RPC_REQUEST',
      error: { message: 'User rejected the request.', code: 4001 },
    })
    expect(parseFrameMessage({ id: '8', type: '@foyer-frame/RPC_REQUEST_ERROR', payload: {} })).toBeNull()
  })

  it('answers to unknown events, without an id, or with another prefix are dropped', () => {
    expect(parseFrameMessage({ id: '1', type: '@foyer-frame/STEAL_KEYS_SUCCESS', payload: {} })).toBeNull()
    expect(parseFrameMessage({ type: '@foyer-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })).toBeNull()
    expect(parseFrameMessage({ id: '1', type: '@foyer-app/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })).toBeNull()
    expect(parseFrameMessage({ id: '1', type: '@foyer-frame/GET_CHAIN_ID', payload: { chainId: 1 } })).toBeNull()
  })

  it('every event has a success schema the frame can answer with', () => {
    for (const name of APP_EVENT_NAMES) expect(APP_EVENTS[name].success).toBeDefined()
  })
})
