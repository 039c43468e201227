import { describe, expect, it } from 'vitest'
import * as C from '../src/constants.ts'

describe('business constants (spec §9)', () => {
  it('a pairing lives 4 minutes and counts as expired within 10 s of expiry', () => {
    expect(C.PAIRING_LIFETIME_MS).toBe(240_000)
    expect(C.PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
  })

  it('balance retry is blocked for 30 s after a failure', () => {
    expect(C.BALANCE_RETRY_BLOCK_MS).toBe(30_000)
  })

  it('caches: portfolio and native balance 30 s, identity 5 min', () => {
    expect(C.CACHE_PORTFOLIO_MS).toBe(30_000)
    expect(C.CACHE_NATIVE_BALANCE_MS).toBe(30_000)
    expect(C.CACHE_IDENTITY_MS).toBe(300_000)
  })

  it('email login cooldown and auth request timeouts are 30 s; 500 ms follow iframe ready', () => {
    expect(C.EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    expect(C.AUTH_REQUEST_TIMEOUT_MS).toBe(30_000)
    expect(C.IFRAME_READY_DELAY_MS).toBe(500)
  })

  it('recent wallets keep at most 2', () => {
    expect(C.RECENT_WALLETS_MAX).toBe(2)
  })

  it('wallet pages hold 40, recommended 4, search 100; 20 images prefetched; 300 ms search wait, 2 s image timeout, 500 ms debounce', () => {
    expect(C.WALLETS_PAGE_SIZE).toBe(40)
    expect(C.WALLETS_RECOMMENDED_COUNT).toBe(4)
    expect(C.WALLETS_SEARCH_SIZE).toBe(100)
    expect(C.WALLET_IMAGES_PREFETCH_COUNT).toBe(20)
    expect(C.WALLET_SEARCH_MIN_WAIT_MS).toBe(300)
    expect(C.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000)
    expect(C.DEFAULT_DEBOUNCE_MS).toBe(500)
  })

  it('shake lasts 500 ms and the snackbar switch delay is 150 ms', () => {
    expect(C.SHAKE_MS).toBe(500)
    expect(C.SNACKBAR_SWITCH_DELAY_MS).toBe(150)
  })

  it('pending transactions are limited to 99', () => {
    expect(C.PENDING_TRANSACTIONS_LIMIT).toBe(99)
  })

  it('onramp fallback limits: card 10 to 7500, bank account 10 to 25000', () => {
    expect(C.ONRAMP_FALLBACK_LIMITS).toEqual({ card: { min: 10, max: 7_500 }, bank_account: { min: 10, max: 25_000 } })
  })

  it('swap networks are the twelve eip155 ids of the spec', () => {
    expect([...C.SWAP_CHAIN_IDS]).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])
  })

  it('default chain 1, log level error, relay protocol irn', () => {
    expect(C.DEFAULT_CHAIN_ID).toBe(1)
    expect(C.DEFAULT_LOG_LEVEL).toBe('error')
    expect(C.DEFAULT_RELAY_PROTOCOL).toBe('irn')
  })

  it('the react client sdk version is 1.7.3', () => {
    expect(C.SDK_VERSION).toMatch(/^react-.*1\.7\.3$/)
  })

  it('amounts display to 3 decimals and fiat to 2', () => {
    expect(C.AMOUNT_DECIMALS).toBe(3)
    expect(C.FIAT_DECIMALS).toBe(2)
  })

  it('RPC: 300 ms before showing an error; 3 retries, 150 ms delay, 10 s timeout, batch 1000', () => {
    expect(C.RPC_ERROR_DISPLAY_DELAY_MS).toBe(300)
    expect(C.RPC_DEFAULTS).toEqual({ retryCount: 3, retryDelayMs: 150, timeoutMs: 10_000, batchSize: 1_000 })
  })

  it('the name registry chain id limit is 2147483648', () => {
    expect(C.NAME_REGISTRY_MAX_CHAIN_ID).toBe(2_147_483_648)
  })
})
