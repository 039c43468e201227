import { z } from 'zod'
import type { EnvDocs } from '../kernel/serverModule.ts'
import { positiveWholeNumber } from '../kernel/settings/envVariables.ts'

const DAY_SECONDS = 86_400

/** Sign-in's settings (ServerConfig's `siwx`). */
export const siwxSettingsSchema = z.object({
  /**
   * FOYER_SIWX_MAX_SESSION_SECONDS: the longest a session may last. A sign-in message without an
   * Expiration Time, or with one further than this past its issued-at time, is refused.
   */
  maxSessionSeconds: z
    .number()
    .int()
    .min(60)
    .max(366 * DAY_SECONDS)
    .default(7 * DAY_SECONDS),
  /** FOYER_SIWX_PROOF_TTL_SECONDS: how long a sign-in's single-use proof can be redeemed by the host's backend. */
  proofTtlSeconds: z.number().int().min(10).max(DAY_SECONDS).default(300),
  /**
   * FOYER_SIWX_FAILURES_PER_10_MINUTES: failed signature checks that asked a chain (a smart
   * account's), per client and per account, in 10 minutes; past it, no chain is asked: a 429.
   */
  chainFailuresPer10Minutes: z.number().int().min(1).max(10_000).default(10),
  /** Proof redemptions one client (the host's backend) may ask a minute. */
  redeemsPerClientPerMinute: z.number().int().min(1).default(120),
})
export type SiwxSettings = z.output<typeof siwxSettingsSchema>

export const siwxEnvVariables = {
  FOYER_SIWX_MAX_SESSION_SECONDS: positiveWholeNumber().optional(),
  FOYER_SIWX_PROOF_TTL_SECONDS: positiveWholeNumber().optional(),
  FOYER_SIWX_FAILURES_PER_10_MINUTES: positiveWholeNumber().optional(),
}

export const siwxEnvAbout: EnvDocs<typeof siwxEnvVariables> = {
  FOYER_SIWX_MAX_SESSION_SECONDS: { default: '`604800`', meaning: 'longest sign-in (SIWX) session' },
  FOYER_SIWX_PROOF_TTL_SECONDS: { default: '`300`', meaning: 'how long a session proof may be redeemed' },
  FOYER_SIWX_FAILURES_PER_10_MINUTES: {
    default: '`10`',
    meaning: "failed signature checks that asked a chain (a smart account's), per client and per account, in 10 minutes; past it, no chain is asked: a 429",
  },
}

export function readSiwxEnv(vars: { [Name in keyof typeof siwxEnvVariables]?: number | undefined }) {
  return {
    siwx: {
      maxSessionSeconds: vars.FOYER_SIWX_MAX_SESSION_SECONDS,
      proofTtlSeconds: vars.FOYER_SIWX_PROOF_TTL_SECONDS,
      chainFailuresPer10Minutes: vars.FOYER_SIWX_FAILURES_PER_10_MINUTES,
    },
  }
}
