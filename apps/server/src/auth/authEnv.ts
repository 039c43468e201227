import { z } from 'zod'
import { ConfigError } from '../kernel/settings/configError.ts'
import { dataDirFromEnv } from '../kernel/db/databaseConfig.ts'
import { positiveWholeNumber } from '../kernel/settings/envVariables.ts'
import type { EnvContext } from '../kernel/serverModule.ts'
import { farcasterSettingsFromEnv } from './farcaster/farcasterSettingsFromEnv.ts'
import { decodeMasterKey, MASTER_KEY_HINT } from './keys/masterKey.ts'
import { socialSettingsFromEnv } from './social/socialSettingsFromEnv.ts'

const SESSION_DAYS_HINT = 'must be a whole number of days from 1 to 366'

/** The embedded wallet's environment variables (see src/config.ts for what each means). */
export const authEnvVariables = {
  FOYER_MASTER_KEY: z.string().refine((text) => text === '' || decodeMasterKey(text) !== undefined, MASTER_KEY_HINT).optional(),
  FOYER_SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL like smtps://user:password@mail.example.com:465' }).or(z.literal('')).optional(),
  FOYER_MAIL_FROM: z.string().min(3, 'must be a sender like Foyer <no-reply@example.com>').max(320).optional(),
  FOYER_SMTP_SINK_PORT: z.string().regex(/^\d{1,5}$/, 'must be a port number').transform(Number).pipe(z.number().max(65535, 'must be a port number')).optional(),
  FOYER_AUTH_FRAME_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL like https://auth.example.com/auth-frame/' }).or(z.literal('')).optional(),
  FOYER_AUTH_CODE_FAILURES_PER_ADDRESS: positiveWholeNumber().optional(),
  FOYER_AUTH_CODE_FAILURES_PER_IP: positiveWholeNumber().optional(),
  FOYER_AUTH_LOCK_MINUTES: positiveWholeNumber().optional(),
  FOYER_AUTH_MAILS_PER_ADDRESS_PER_HOUR: positiveWholeNumber().optional(),
  FOYER_AUTH_MAILS_PER_IP_PER_HOUR: positiveWholeNumber().optional(),
  FOYER_AUTH_APPROVAL_MAILS_PER_ADDRESS_PER_HOUR: positiveWholeNumber().optional(),
  FOYER_AUTH_APPROVAL_MAILS_PER_ADDRESS_PER_IP_PER_HOUR: positiveWholeNumber().optional(),
  FOYER_AUTH_DEVICE_WAITS_PER_IP: positiveWholeNumber().optional(),
  FOYER_AUTH_SESSION_DAYS: z.string().regex(/^[1-9]\d{0,2}$/, SESSION_DAYS_HINT).transform(Number).pipe(z.number().max(366, SESSION_DAYS_HINT)).optional(),
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
