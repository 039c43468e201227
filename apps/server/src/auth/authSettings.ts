import { isAbsolute } from 'node:path'
import { z } from 'zod'
import { decodeMasterKey, MASTER_KEY_HINT } from './keys/masterKey.ts'

/** Where the frame's build lands (`npm run build -w @foyer/auth-frame`). */
export { DEFAULT_FRAME_DIR } from '../kernel/installPaths.ts'
import { DEFAULT_FRAME_DIR } from '../kernel/installPaths.ts'
export const DEFAULT_SESSION_DAYS = 7
/** The Solana cluster (CAIP-2) the embedded wallet answers a Solana address for unless told otherwise: devnet. */
export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** The embedded wallet's email login, sessions and keys (ServerConfig's `auth`). */
export const authSettingsSchema = z.object({
  /** FOYER_MASTER_KEY. Omitted: kept in `<data dir>/master.key` with PGlite on disk, else fresh per process. */
  masterKey: z
    .string()
    .refine((text) => decodeMasterKey(text) !== undefined, MASTER_KEY_HINT)
    .optional(),
  /**
   * Where a generated master key is kept when none is configured: default the PGlite data folder.
   * `npm start` with DATABASE_URL and no FOYER_MASTER_KEY keeps one in its data folder too.
   */
  masterKeyDir: z.string().refine(isAbsolute, 'must be an absolute path').optional(),
  /** FOYER_SMTP_URL: where login mails go (smtp:// or smtps://, credentials in the URL). */
  smtpUrl: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL like smtps://user:password@mail.example.com:465' }).optional(),
  /** FOYER_MAIL_FROM: the sender of login mails. */
  mailFrom: z.string().min(3).max(320).default('Foyer <no-reply@foyer.localhost>'),
  /**
   * Run the server's own SMTP sink (shown at /dev/inbox) and send login mails to it. Dev mode
   * without an smtpUrl does so unless this is false; tests turn it on.
   */
  mailSink: z.boolean().optional(),
  /** FOYER_SMTP_SINK_PORT: the sink's port on 127.0.0.1 (0: any free one). */
  smtpSinkPort: z.number().int().min(0).max(65535).default(0),
  /** Where the frame's built files are (index.html and assets/). */
  frameDir: z.string().refine(isAbsolute, 'must be an absolute path').default(DEFAULT_FRAME_DIR),
  /** FOYER_AUTH_FRAME_URL's origin, when the frame is served from another origin than this server's. */
  frameOrigin: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL like https://auth.example.com/auth-frame/' })
    .transform((url) => new URL(url).origin)
    .optional(),
  /** FOYER_AUTH_SESSION_DAYS × 86400: how long a session token lives. */
  sessionTtlSeconds: z
    .number()
    .int()
    .min(60)
    .max(366 * 86_400)
    .default(DEFAULT_SESSION_DAYS * 86_400),
  /** How long a mailed code works. */
  codeTtlSeconds: z.number().int().min(1).max(86_400).default(600),
  /** The abuse budgets of email login (auth/throttle): per hour, across codes and mails. */
  throttle: z
    .object({
      /** FOYER_AUTH_CODE_FAILURES_PER_ADDRESS: wrong codes for one address before it is locked. */
      codeFailuresPerAddress: z.number().int().min(1).default(10),
      /** FOYER_AUTH_CODE_FAILURES_PER_IP: wrong codes from one client (IP, IPv6 /64), whatever the address. */
      codeFailuresPerClient: z.number().int().min(1).default(30),
      /** FOYER_AUTH_LOCK_MINUTES: the first lockout's length; each further one doubles, up to a day. */
      lockMinutes: z.number().int().min(1).max(1440).default(60),
      /** FOYER_AUTH_MAILS_PER_ADDRESS_PER_HOUR: login codes mailed to one mailbox (a+tag@x is a@x) for the devices it approved. */
      mailsPerAddressPerHour: z.number().int().min(1).default(20),
      /**
       * FOYER_AUTH_APPROVAL_MAILS_PER_ADDRESS_PER_HOUR: mails to one mailbox asked from devices it has not
       * approved (approval links, an address change's code), all clients together; never the known devices' budget.
       */
      approvalMailsPerAddressPerHour: z.number().int().min(1).default(10),
      /** FOYER_AUTH_APPROVAL_MAILS_PER_ADDRESS_PER_IP_PER_HOUR: of those, what one client may have sent to one mailbox. */
      approvalMailsPerAddressPerClientPerHour: z.number().int().min(1).default(3),
      /** FOYER_AUTH_MAILS_PER_IP_PER_HOUR: login mails one client may have sent, whatever the addresses. */
      mailsPerClientPerHour: z.number().int().min(1).default(30),
    })
    .prefault({}),
  /** FOYER_AUTH_DEVICE_WAITS_PER_IP: device and Farcaster waits (long polls) one client may hold open at once. */
  longPollsPerClient: z.number().int().min(1).default(10),
  /** How long POST /device/connect waits for the approval before answering `approved: false`. */
  deviceWaitMs: z.number().int().min(0).max(60_000).default(25_000),
  /**
   * Solana clusters (CAIP-2) GET /user and solana_signMessage/signTransaction answer for, beside the
   * server's Solana chains (which also send: solana_signAndSendTransaction needs the chain's nodes).
   */
  solanaChains: z.array(z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'must be a Solana CAIP-2 id like solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).default([SOLANA_DEVNET]),
  /**
   * Wei each new embedded wallet gets on every EVM chain through `anvil_setBalance`, so a visitor
   * can send at once. Only on local anvil chains: dev mode (the stack) sets it; never in production.
   */
  devFundingWei: z.bigint().positive().optional(),
  /** Lamports each new embedded wallet is airdropped on every Solana chain (the devnet's faucet), likewise dev mode only. */
  devFundingLamports: z.bigint().positive().optional(),
  /** Planck each new embedded wallet holds on every Polkadot chain (written with the devnet's `dev_setStorage`), likewise dev mode only. */
  devFundingPlanck: z.bigint().positive().optional(),
  /** The clock codes, cooldowns and sessions are judged by (tests move it). */
  now: z.custom<() => number>((value) => typeof value === 'function', 'must be a function answering milliseconds since the epoch').optional(),
})

export type AuthSettings = z.output<typeof authSettingsSchema>
