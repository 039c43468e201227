import { describe, expect, it } from 'vitest'
import { serverConfigFromEnv } from '../../src/config.ts'
import { parseServerConfig } from '../../src/serverConfig.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'

const fromEnv = (env: NodeJS.ProcessEnv) => parseServerConfig(serverConfigFromEnv({ FOYER_DEV: '1', ...env }, { chains: () => [UNREAD_CHAIN] }), 'environment').siwx

describe('sign-in settings from the environment', () => {
  it('default: sessions last 7 days at most, proofs redeem within 5 minutes, 10 failed chain checks per 10 minutes', () => {
    expect(fromEnv({})).toMatchObject({ maxSessionSeconds: 604_800, proofTtlSeconds: 300, chainFailuresPer10Minutes: 10 })
  })

  it('FOYER_SIWX_MAX_SESSION_SECONDS, FOYER_SIWX_PROOF_TTL_SECONDS and FOYER_SIWX_FAILURES_PER_10_MINUTES set them; a bad value is named', () => {
    const env = { FOYER_SIWX_MAX_SESSION_SECONDS: '86400', FOYER_SIWX_PROOF_TTL_SECONDS: '60', FOYER_SIWX_FAILURES_PER_10_MINUTES: '4' }
    expect(fromEnv(env)).toMatchObject({ maxSessionSeconds: 86_400, proofTtlSeconds: 60, chainFailuresPer10Minutes: 4 })
    expect(() => fromEnv({ FOYER_SIWX_PROOF_TTL_SECONDS: 'soon' })).toThrow(/FOYER_SIWX_PROOF_TTL_SECONDS/)
  })
})
