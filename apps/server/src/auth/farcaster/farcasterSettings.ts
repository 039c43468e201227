import { z } from 'zod'

/** Farcaster's own relay: the default for FOYER_FARCASTER_RELAY_URL. */
export const FARCASTER_RELAY_URL = 'https://relay.farcaster.xyz'
/** The Id Registry on Optimism, which maps an fid to its custody address (`idOf(address) → fid`). */
export const ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

/**
 * Sign In With Farcaster (ServerConfig's `farcaster`): the relay the Farcaster app and Foyer meet
 * at, and the Optimism RPC node the custody of an fid is checked on. Without optimismRpcUrl the
 * relay's word on the custody address is taken, which only dev mode allows.
 */
export const farcasterSettingsSchema = z.object({
  relayUrl: httpUrl.transform((url) => url.replace(/\/+$/, '')),
  optimismRpcUrl: httpUrl.optional(),
  /** The domain the Farcaster app shows and signs ("Sign in to <domain>"); default: this server's host. */
  domain: z.string().min(1).max(253).optional(),
  idRegistryAddress: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed address')
    .default(ID_REGISTRY_ADDRESS),
  /** How long POST /farcaster/connect waits for the Farcaster app before answering `pending`. */
  longPollMs: z.number().int().min(0).max(60_000).default(25_000),
  /** How often the relay is asked meanwhile. */
  pollIntervalMs: z.number().int().min(50).max(10_000).default(1_000),
})

export type FarcasterSettings = z.output<typeof farcasterSettingsSchema>

/** ServerConfig's `farcaster`: the settings, with relayUrl left out in dev mode for the local stand-in relay. */
export const farcasterConfigSchema = farcasterSettingsSchema.partial({ relayUrl: true })
export type FarcasterConfig = z.input<typeof farcasterConfigSchema>
export type FarcasterSettingsInput = z.input<typeof farcasterSettingsSchema>
