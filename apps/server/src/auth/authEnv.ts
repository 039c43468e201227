import { z } from 'zod'
import { ConfigError } from '../kernel/settings/configError.ts'
import { dataDirFromEnv } from '../kernel/db/databaseConfig.ts'
import { positiveWholeNumber } from '../kernel/settings/envVariables.ts'
import type { EnvContext, EnvDocs } from '../kernel/serverModule.ts'
import { farcasterSettingsFromEnv } from './farcaster/farcasterSettingsFromEnv.ts'
import { decodeMasterKey, MASTER_KEY_HINT } from './keys/masterKey.ts'
import { socialSettingsFromEnv } from './social/socialSettingsFromEnv.ts'

const SESSION_DAYS_HINT = 'must be a whole number of days from 1 to 366'

/** The embedded wallet's environment variables (authEnvAbout says what each means). */
export const authEnvVariables = {
  FOYER_MASTER_KEY: z
    .string()
    .refine((text) => text === '' || decodeMasterKey(text) !== undefined, MASTER_KEY_HINT)
    .optional(),
  FOYER_SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL like smtps://user:password@mail.example.com:465' })
    .or(z.literal(''))
    .optional(),
  FOYER_MAIL_FROM: z.string().min(3, 'must be a sender like Foyer <no-reply@example.com>').max(320).optional(),
  FOYER_SMTP_SINK_PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a port number')
    .transform(Number)
    .pipe(z.number().max(65535, 'must be a port number'))
    .optional(),
  FOYER_AUTH_FRAME_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL like https://auth.example.com/auth-frame/' })
    .or(z.literal(''))
    .optional(),
  FOYER_AUTH_CODE_FAILURES_PER_ADDRESS: positiveWholeNumber().optional(),
  FOYER_AUTH_CODE_FAILURES_PER_IP: positiveWholeNumber().optional(),
  FOYER_AUTH_LOCK_MINUTES: positiveWholeNumber().optional(),
  FOYER_AUTH_MAILS_PER_ADDRESS_PER_HOUR: positiveWholeNumber().optional(),
  FOYER_AUTH_MAILS_PER_IP_PER_HOUR: positiveWholeNumber().optional(),
  FOYER_AUTH_APPROVAL_MAILS_PER_ADDRESS_PER_HOUR: positiveWholeNumber().optional(),
  FOYER_AUTH_APPROVAL_MAILS_PER_ADDRESS_PER_IP_PER_HOUR: positiveWholeNumber().optional(),
  FOYER_AUTH_DEVICE_WAITS_PER_IP: positiveWholeNumber().optional(),
  FOYER_AUTH_SESSION_DAYS: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, SESSION_DAYS_HINT)
    .transform(Number)
    .pipe(z.number().max(366, SESSION_DAYS_HINT))
    .optional(),
}

/** What each variable is for, and the social and Farcaster variables read from the whole environment (social/, farcaster/). */
export const authEnvAbout: EnvDocs<typeof authEnvVariables> = {
  FOYER_MASTER_KEY: {
    default: 'none',
    meaning:
      "32 bytes, base64 or hex: the key every user's keys are encrypted under; without it PGlite keeps a generated one in `<FOYER_DATA_DIR>/master.key`, and with `DATABASE_URL` the server refuses to start unless `FOYER_DEV=1`",
  },
  FOYER_SMTP_URL: { default: 'none', meaning: '`smtp://` or `smtps://` server login mails go through; dev mode without it runs its own SMTP sink, shown at `/dev/inbox`' },
  FOYER_MAIL_FROM: { default: '`Foyer <no-reply@foyer.localhost>`', meaning: "the sender of login mails (their subject and text name the app: its project's name)" },
  FOYER_SMTP_SINK_PORT: { default: '`0`: any free port', meaning: "the dev SMTP sink's port on 127.0.0.1" },
  FOYER_AUTH_FRAME_URL: { default: 'none: this server serves the frame', meaning: "the embedded wallet's frame, when another origin serves it" },
  FOYER_AUTH_CODE_FAILURES_PER_ADDRESS: { default: '`10`', meaning: 'wrong login codes per email address per hour before a lockout' },
  FOYER_AUTH_CODE_FAILURES_PER_IP: { default: '`30`', meaning: 'wrong login codes per client IP per hour before a lockout' },
  FOYER_AUTH_LOCK_MINUTES: { default: '`60`', meaning: "a lockout's length, doubling each time" },
  FOYER_AUTH_MAILS_PER_ADDRESS_PER_HOUR: { default: '`20`', meaning: "login codes mailed to an address's known devices per hour" },
  FOYER_AUTH_MAILS_PER_IP_PER_HOUR: { default: '`30`', meaning: 'login mails asked from one client IP per hour' },
  FOYER_AUTH_APPROVAL_MAILS_PER_ADDRESS_PER_HOUR: { default: '`10`', meaning: 'approval mails to an address asked from unknown devices per hour' },
  FOYER_AUTH_APPROVAL_MAILS_PER_ADDRESS_PER_IP_PER_HOUR: { default: '`3`', meaning: 'of those, from one client IP' },
  FOYER_AUTH_DEVICE_WAITS_PER_IP: { default: '`10`', meaning: "a client IP's long polls for a device approval held open at once" },
  FOYER_AUTH_SESSION_DAYS: { default: '`7`', meaning: "an embedded wallet session's length, in days (1 to 366)" },
  'FOYER_OAUTH_<PROVIDER>_CLIENT_ID': { default: 'none: the provider is off', meaning: 'turns social login with GOOGLE, APPLE, GITHUB, DISCORD, X or FACEBOOK on' },
  'FOYER_OAUTH_<PROVIDER>_CLIENT_SECRET': { default: 'none', meaning: "the provider's client secret" },
  'FOYER_OAUTH_<PROVIDER>_AUTHORIZATION_URL, _TOKEN_URL, _USERINFO_URL, _JWKS_URL, _ISSUER': { default: "the provider's own", meaning: 'replace its endpoints (https outside dev mode)' },
  FOYER_FARCASTER_OPTIMISM_RPC_URL: { default: 'none: Farcaster login is off outside dev mode', meaning: 'an Optimism RPC URL, which turns Farcaster login on' },
  FOYER_FARCASTER_RELAY_URL: { default: "Farcaster's relay (dev mode: a local stand-in)", meaning: 'the Farcaster relay sign-ins go through' },
  FOYER_FARCASTER_DOMAIN: { default: "this server's host", meaning: 'the domain the Farcaster app shows and signs ("Sign in to <domain>")' },
}

type AuthEnv = z.output<z.ZodObject<typeof authEnvVariables>>

/** What the environment says of `auth`, `social` and `farcaster`; a PostgreSQL server outside dev mode needs FOYER_MASTER_KEY. */
export function readAuthEnv(vars: AuthEnv, { env, devMode, database }: EnvContext) {
  if (database.kind === 'postgres' && !vars.FOYER_MASTER_KEY && !devMode) {
    throw new ConfigError(
      `Invalid environment: FOYER_MASTER_KEY is required with DATABASE_URL: the embedded wallets' keys are encrypted under it, and without a data folder there is nowhere to keep a generated one. It ${MASTER_KEY_HINT}.`,
    )
  }
  return {
    auth: {
      masterKey: vars.FOYER_MASTER_KEY || undefined,
      // Dev mode on PostgreSQL without a key keeps a generated one in the data folder, so a restart
      // can still open the wallets it made (a key per process would strand them).
      masterKeyDir: database.kind === 'postgres' && !vars.FOYER_MASTER_KEY ? dataDirFromEnv(env) : undefined,
      smtpUrl: vars.FOYER_SMTP_URL || undefined,
      mailFrom: vars.FOYER_MAIL_FROM,
      smtpSinkPort: vars.FOYER_SMTP_SINK_PORT,
      frameOrigin: vars.FOYER_AUTH_FRAME_URL || undefined,
      sessionTtlSeconds: vars.FOYER_AUTH_SESSION_DAYS === undefined ? undefined : vars.FOYER_AUTH_SESSION_DAYS * 86_400,
      throttle: {
        codeFailuresPerAddress: vars.FOYER_AUTH_CODE_FAILURES_PER_ADDRESS,
        codeFailuresPerClient: vars.FOYER_AUTH_CODE_FAILURES_PER_IP,
        lockMinutes: vars.FOYER_AUTH_LOCK_MINUTES,
        mailsPerAddressPerHour: vars.FOYER_AUTH_MAILS_PER_ADDRESS_PER_HOUR,
        mailsPerClientPerHour: vars.FOYER_AUTH_MAILS_PER_IP_PER_HOUR,
        approvalMailsPerAddressPerHour: vars.FOYER_AUTH_APPROVAL_MAILS_PER_ADDRESS_PER_HOUR,
        approvalMailsPerAddressPerClientPerHour: vars.FOYER_AUTH_APPROVAL_MAILS_PER_ADDRESS_PER_IP_PER_HOUR,
      },
      longPollsPerClient: vars.FOYER_AUTH_DEVICE_WAITS_PER_IP,
    },
    social: socialSettingsFromEnv(env, { devMode }),
    farcaster: farcasterSettingsFromEnv(env, { devMode }),
  }
}
