import { describe, expect, it } from 'vitest'
import { cookieToInitialState } from '../../src/ssr/cookieToInitialState.ts'
import { STATE_COOKIE, STATE_COOKIE_MAX_LENGTH, stateCookieValue } from '../../src/ssr/stateCookie.ts'
import { createChainsStore } from '../../src/stores/chains.ts'
import { EVM_ADDRESS, SOLANA_ADDRESS, mainnet, solana } from '../fixtures/networks.ts'

const EVM_ACCOUNT = `eip155:1:${EVM_ADDRESS}` as const
const SOLANA_ACCOUNT = `${solana.caipNetworkId}:${SOLANA_ADDRESS}` as const

/** A Cookie header holding the state cookie with `data` as its JSON, as the browser sends it. */
function header(data: unknown, others = ''): string {
  return `${others}${STATE_COOKIE}=${encodeURIComponent(JSON.stringify(data))}`
}

describe('cookieToInitialState', () => {
  it('reads the active namespace and the accounts', () => {
    const data = { v: 1, activeNamespace: 'eip155', accounts: { eip155: EVM_ACCOUNT, solana: SOLANA_ACCOUNT } }
    expect(cookieToInitialState(header(data))).toEqual({ activeNamespace: 'eip155', accounts: { eip155: EVM_ACCOUNT, solana: SOLANA_ACCOUNT } })
  })

  it('finds it among the other cookies of the site, whatever their order and spacing', () => {
    const data = { v: 1, activeNamespace: 'eip155', accounts: { eip155: EVM_ACCOUNT } }
    const cookie = encodeURIComponent(JSON.stringify(data))
    const expected = { activeNamespace: 'eip155', accounts: { eip155: EVM_ACCOUNT } }
    expect(cookieToInitialState(`theme=dark; ${STATE_COOKIE}=${cookie}; session=abc`)).toEqual(expected)
    expect(cookieToInitialState(`theme=dark;${STATE_COOKIE}=${cookie}`)).toEqual(expected)
    // A cookie whose name only ends like ours is another cookie.
    expect(cookieToInitialState(`x${STATE_COOKIE}=${cookie}`)).toBeUndefined()
  })

  it('reads back what the page wrote', () => {
    const chains = createChainsStore([mainnet, solana])
    chains.patchAccount('solana', { status: 'connected', address: SOLANA_ADDRESS, caipAddress: SOLANA_ACCOUNT })
    chains.setActiveNamespace('solana')
    const written = stateCookieValue(chains.get())
    expect(cookieToInitialState(`${STATE_COOKIE}=${written}`)).toEqual({ activeNamespace: 'solana', accounts: { solana: SOLANA_ACCOUNT } })
  })

  it('answers undefined, without throwing, when there is no state cookie', () => {
    expect(cookieToInitialState(undefined)).toBeUndefined()
    expect(cookieToInitialState(null)).toBeUndefined()
    expect(cookieToInitialState('')).toBeUndefined()
    expect(cookieToInitialState('theme=dark; session=abc')).toBeUndefined()
    expect(cookieToInitialState(`${STATE_COOKIE}=`)).toBeUndefined()
  })

  it('answers undefined for a value that is not JSON or not decodable', () => {
    expect(cookieToInitialState(`${STATE_COOKIE}=${encodeURIComponent('{"v":1,')}`)).toBeUndefined()
    expect(cookieToInitialState(`${STATE_COOKIE}=%E0%A4%A`)).toBeUndefined()
    expect(cookieToInitialState(`${STATE_COOKIE}=not-json`)).toBeUndefined()
  })

  it.each([
    ['another version', { v: 2, activeNamespace: 'eip155', accounts: { eip155: EVM_ACCOUNT } }],
    ['no version', { activeNamespace: 'eip155', accounts: { eip155: EVM_ACCOUNT } }],
    ['an unknown active namespace', { v: 1, activeNamespace: 'cosmos', accounts: { eip155: EVM_ACCOUNT } }],
    ['an unknown namespace among the accounts', { v: 1, activeNamespace: 'eip155', accounts: { cosmos: 'cosmos:hub:abc' } }],
    ['an account filed under another namespace', { v: 1, activeNamespace: 'eip155', accounts: { solana: EVM_ACCOUNT } }],
    ['an account that is not a CAIP-10 id', { v: 1, activeNamespace: 'eip155', accounts: { eip155: EVM_ADDRESS } }],
    ['an account that is not a string', { v: 1, activeNamespace: 'eip155', accounts: { eip155: { address: EVM_ADDRESS } } }],
    ['an account longer than CAIP-10 allows', { v: 1, activeNamespace: 'eip155', accounts: { eip155: `eip155:1:0x${'a'.repeat(200)}` } }],
    ['no account', { v: 1, activeNamespace: 'eip155', accounts: {} }],
    ['an array', [1, 'eip155', EVM_ACCOUNT]],
    ['a string', 'eip155:1'],
    ['null', null],
  ])('answers undefined for a cookie of the wrong shape: %s', (_case, data) => {
    expect(cookieToInitialState(header(data))).toBeUndefined()
  })

  it('answers undefined for an oversized cookie, even a well-formed one', () => {
    const padded = { v: 1, activeNamespace: 'eip155', accounts: { eip155: EVM_ACCOUNT }, padding: 'x'.repeat(STATE_COOKIE_MAX_LENGTH) }
    expect(cookieToInitialState(header({ ...padded, padding: 'x' }))).toBeDefined()
    expect(cookieToInitialState(header(padded))).toBeUndefined()
  })

  it('keeps nothing but the state it knows from a cookie carrying more', () => {
    const data = { v: 1, activeNamespace: 'eip155', accounts: { eip155: EVM_ACCOUNT }, token: 'secret' }
    expect(cookieToInitialState(header(data))).toEqual({ activeNamespace: 'eip155', accounts: { eip155: EVM_ACCOUNT } })
  })
})
