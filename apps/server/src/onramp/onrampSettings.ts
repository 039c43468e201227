import { z } from 'zod'
import { positiveWholeNumber } from '../kernel/settings/envVariables.ts'
import { readCdpKey } from './cdpJwt.ts'

export const COINBASE_API_URL = 'https://api.developer.coinbase.com'
/** Coinbase's hosted buy page; the session token and presets go in its query. */
export const COINBASE_PAY_URL = 'https://pay.coinbase.com/buy/select-asset'
/** Meld's production API; its sandbox is https://api-sb.meld.io. */
export const MELD_API_URL = 'https://api.meld.io'
/** The Meld API version Foyer's client speaks (sent as Meld-Version). */
export const MELD_VERSION = '2025-03-04'

const httpUrl = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL like ${example}` })
    // Keys travel in headers; a query in the base URL would end up in logs and error messages.
    .refine((url) => !/[?#]/.test(url), 'must not have a query or fragment')
    .transform((url) => url.replace(/\/+$/, ''))

const coinbaseSchema = z
  .object({
    /** Where the CDP API is reached (a stand-in in dev and tests). */
    apiUrl: httpUrl(COINBASE_API_URL).default(COINBASE_API_URL),
    /** The hosted page a session token opens. */
    payUrl: httpUrl(COINBASE_PAY_URL).default(COINBASE_PAY_URL),
    /** The CDP API key's name or id: the JWT's kid and sub. */
    keyName: z.string().regex(/^[\x21-\x7e]{1,300}$/, 'must be the CDP API key name: 1 to 300 printable characters without spaces'),
    /** The CDP API key's secret: PEM EC P-256 (ES256) or base64 Ed25519 (EdDSA). */
    privateKey: z.string().min(1).max(8192),
  })
  .superRefine((coinbase, context) => {
    try {
      readCdpKey(coinbase.keyName, coinbase.privateKey)
    } catch (error) {
      context.addIssue({ code: 'custom', path: ['privateKey'], message: (error as Error).message })
    }
  })

const meldSchema = z.object({
  apiUrl: httpUrl(MELD_API_URL).default(MELD_API_URL),
  /** Sent as `Authorization: BASIC <apiKey>`. */
  apiKey: z.string().regex(/^[\x21-\x7e]{1,512}$/, 'must be the Meld API key: 1 to 512 printable characters without spaces'),
})

/** The onramp providers (spec §7, §9: Coinbase and Meld); each is on when its credentials are given. */
export const onrampSettingsSchema = z.object({
  coinbase: coinbaseSchema.optional(),
  meld: meldSchema.optional(),
  /** Each call to a provider is cut after this long: the modal never waits on a hung provider. */
  timeoutMs: z.number().int().min(50).max(60_000).default(8_000),
  /** The buyer's country when a request names none (quotes and limits depend on it). */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 two-letter country code like US')
    .default('US'),
  /** How long the providers' currency lists are kept (Coinbase asks integrators to cache them). */
  optionsTtlMs: z.number().int().min(0).max(86_400_000).default(300_000),
  /** How long an account's purchases from one provider are kept for its history (0: asked every time). */
  historyCacheMs: z.number().int().min(0).max(3_600_000).default(30_000),
})

export type OnrampSettings = z.output<typeof onrampSettingsSchema>
export type CoinbaseSettings = NonNullable<OnrampSettings['coinbase']>
export type MeldSettings = NonNullable<OnrampSettings['meld']>

const set = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

/** The FOYER_ONRAMP_* variables; a provider is configured as soon as one of its variables is set (a missing key is then an error). */
export const onrampEnv = {
  variables: {
    FOYER_ONRAMP_COINBASE_KEY_NAME: z.string().optional(),
    FOYER_ONRAMP_COINBASE_PRIVATE_KEY: z.string().optional(),
    FOYER_ONRAMP_COINBASE_API_URL: z.string().optional(),
    FOYER_ONRAMP_COINBASE_PAY_URL: z.string().optional(),
    FOYER_ONRAMP_MELD_API_KEY: z.string().optional(),
    FOYER_ONRAMP_MELD_API_URL: z.string().optional(),
    FOYER_ONRAMP_TIMEOUT_MS: positiveWholeNumber().optional(),
    FOYER_ONRAMP_COUNTRY: z.string().optional(),
    FOYER_ONRAMP_HISTORY_CACHE_MS: positiveWholeNumber().optional(),
  },
  about: {
    FOYER_ONRAMP_COINBASE_KEY_NAME: { default: 'none: Coinbase Onramp is off', meaning: "a Coinbase Developer Platform API key's name (with `_PRIVATE_KEY`)" },
    FOYER_ONRAMP_COINBASE_PRIVATE_KEY: { default: 'none', meaning: "that key's private key" },
    FOYER_ONRAMP_COINBASE_API_URL: { default: "Coinbase's", meaning: "Coinbase Onramp's API" },
    FOYER_ONRAMP_COINBASE_PAY_URL: { default: "Coinbase's", meaning: "Coinbase Onramp's pay page" },
    FOYER_ONRAMP_MELD_API_KEY: { default: 'none: Meld is off', meaning: "Meld's API key" },
    FOYER_ONRAMP_MELD_API_URL: { default: "Meld's", meaning: "Meld's API" },
    FOYER_ONRAMP_TIMEOUT_MS: { default: '`8000`', meaning: "time to wait for an onramp provider's answer" },
    FOYER_ONRAMP_COUNTRY: { default: '`US`', meaning: 'the ISO 3166-1 country quotes and pay URLs are asked for' },
    FOYER_ONRAMP_HISTORY_CACHE_MS: { default: '`30000`', meaning: "how long an account's onramp purchases are kept for its history" },
  },
  read(vars: Record<string, string | number | undefined>) {
    const text = (name: string) => set(vars[name] as string | undefined)
    const coinbase = {
      keyName: text('FOYER_ONRAMP_COINBASE_KEY_NAME'),
      privateKey: text('FOYER_ONRAMP_COINBASE_PRIVATE_KEY'),
      apiUrl: text('FOYER_ONRAMP_COINBASE_API_URL'),
      payUrl: text('FOYER_ONRAMP_COINBASE_PAY_URL'),
    }
    const meld = { apiKey: text('FOYER_ONRAMP_MELD_API_KEY'), apiUrl: text('FOYER_ONRAMP_MELD_API_URL') }
    const given = (values: object) => Object.values(values).some((value) => value !== undefined)
    return {
      onramp: {
        ...(given(coinbase) && { coinbase: withoutUndefined(coinbase) }),
        ...(given(meld) && { meld: withoutUndefined(meld) }),
        timeoutMs: vars.FOYER_ONRAMP_TIMEOUT_MS as number | undefined,
        country: text('FOYER_ONRAMP_COUNTRY'),
        historyCacheMs: vars.FOYER_ONRAMP_HISTORY_CACHE_MS as number | undefined,
      },
    }
  },
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T
}
