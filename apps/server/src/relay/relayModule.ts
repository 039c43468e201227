import { z } from 'zod'
import { positiveWholeNumber } from '../kernel/settings/envVariables.ts'
import { defineServerModule } from '../kernel/serverModule.ts'
import { installRelay } from './installRelay.ts'
import { createRelayMetrics } from './relayMetrics.ts'
import { relaySettingsSchema, type RelaySettings } from './relaySettings.ts'
import type { TrustProxy } from './upgradeClientIp.ts'

/** The WalletConnect relay: WebSocket upgrades at relay.path (`/ws`), beside the routes. */
export const relayModule = defineServerModule({
  name: 'relay',
  needs: ['findProject'],
  settings: { relay: relaySettingsSchema.prefault({}) },
  env: {
    variables: {
      FOYER_RELAY_PATH: z.string().optional(),
      FOYER_RELAY_URL: z
        .string()
        .optional()
        .transform((value) =>
          (value ?? '')
            .split(',')
            .map((url) => url.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.url({ protocol: /^wss?$/, error: 'must be ws:// or wss:// URLs separated by commas, like wss://relay.example.com/ws' }))),
      FOYER_RELAY_MAX_MESSAGE_BYTES: positiveWholeNumber().optional(),
      FOYER_RELAY_MAX_MESSAGES_PER_TOPIC: positiveWholeNumber().optional(),
      FOYER_RELAY_PUBLISH_PER_SECOND: positiveWholeNumber().optional(),
      FOYER_RELAY_MAILBOX_MAX_BYTES: positiveWholeNumber().optional(),
      FOYER_RELAY_TOPIC_MAX_BYTES: positiveWholeNumber().optional(),
      FOYER_RELAY_CLIENT_MAX_BYTES: positiveWholeNumber().optional(),
      FOYER_RELAY_IP_MAX_BYTES: positiveWholeNumber().optional(),
      FOYER_RELAY_MAX_TTL_SECONDS: positiveWholeNumber().optional(),
      FOYER_RELAY_PUBLISH_PER_SECOND_PER_IP: positiveWholeNumber().optional(),
      FOYER_RELAY_MAX_SOCKETS_PER_IP: positiveWholeNumber().optional(),
      FOYER_RELAY_MAX_JWT_LIFETIME_SECONDS: positiveWholeNumber().optional(),
    },
    about: {
      FOYER_RELAY_PATH: {
        default: '`/ws`',
        meaning: "the WalletConnect relay's WebSocket path; its client addresses follow `FOYER_TRUST_PROXY`, and with `REDIS_URL` its mailbox and fan-out are in Redis",
      },
      FOYER_RELAY_URL: {
        default: 'none',
        meaning: 'comma-separated `ws(s)://` URLs clients are configured with, accepted as their JWT audience besides the listening address and `FOYER_PUBLIC_URL` in ws(s) form',
      },
      FOYER_RELAY_MAX_MESSAGE_BYTES: { default: '`524288`', meaning: 'bytes of one published message' },
      FOYER_RELAY_MAX_MESSAGES_PER_TOPIC: { default: '`1000`', meaning: 'messages kept per topic' },
      FOYER_RELAY_PUBLISH_PER_SECOND: { default: '`100`', meaning: 'publishes per second per client id' },
      FOYER_RELAY_MAILBOX_MAX_BYTES: { default: '`268435456`', meaning: 'bytes kept for every topic together; past it the oldest messages are evicted' },
      FOYER_RELAY_TOPIC_MAX_BYTES: { default: '`4194304`', meaning: 'bytes kept per topic; past it its oldest messages are evicted' },
      FOYER_RELAY_CLIENT_MAX_BYTES: { default: '`16777216`', meaning: 'bytes kept per client key; past it its publishes are refused, nothing evicted' },
      FOYER_RELAY_IP_MAX_BYTES: { default: "a quarter of the mailbox's, at most `67108864`", meaning: 'bytes kept per IP address; past it its publishes are refused, nothing evicted' },
      FOYER_RELAY_MAX_TTL_SECONDS: { default: '`604800`', meaning: 'a message asking a longer ttl is kept this long' },
      FOYER_RELAY_PUBLISH_PER_SECOND_PER_IP: { default: '`200`', meaning: 'publishes per second per IP address (an IPv6 /64)' },
      FOYER_RELAY_MAX_SOCKETS_PER_IP: { default: '`200`', meaning: 'relay sockets open at once per IP address' },
      FOYER_RELAY_MAX_JWT_LIFETIME_SECONDS: { default: '`604800`', meaning: "longest lifetime of a client's auth JWT" },
    },
    read: (vars, { redisUrl }) => ({
      relay: {
        path: vars.FOYER_RELAY_PATH || undefined,
        publicUrls: vars.FOYER_RELAY_URL,
        redisUrl,
        maxMessageBytes: vars.FOYER_RELAY_MAX_MESSAGE_BYTES,
        maxMessagesPerTopic: vars.FOYER_RELAY_MAX_MESSAGES_PER_TOPIC,
        publishPerSecond: vars.FOYER_RELAY_PUBLISH_PER_SECOND,
        mailboxMaxBytes: vars.FOYER_RELAY_MAILBOX_MAX_BYTES,
        topicMaxBytes: vars.FOYER_RELAY_TOPIC_MAX_BYTES,
        clientMaxBytes: vars.FOYER_RELAY_CLIENT_MAX_BYTES,
        ipMaxBytes: vars.FOYER_RELAY_IP_MAX_BYTES,
        maxTtlSeconds: vars.FOYER_RELAY_MAX_TTL_SECONDS,
        publishPerSecondPerIp: vars.FOYER_RELAY_PUBLISH_PER_SECOND_PER_IP,
        maxSocketsPerIp: vars.FOYER_RELAY_MAX_SOCKETS_PER_IP,
        maxJwtLifetimeSeconds: vars.FOYER_RELAY_MAX_JWT_LIFETIME_SECONDS,
      },
    }),
  },
  // The relay reads a client's address from its WebSocket upgrade as request.ip reads it for HTTP,
  // so its per-IP limits need the same trustProxy; the relay does not get a setting of its own.
  completeSettings: (own, core) => {
    const relay: RelaySettings & { trustProxy: TrustProxy } = { ...own.relay, trustProxy: core.trustProxy }
    return { relay }
  },
  install: async (app, { settings, database, metrics }) => {
    const relayMetrics = createRelayMetrics()
    metrics.include(relayMetrics.registry)
    await installRelay(app, {
      settings: { ...settings.relay, trustProxy: settings.trustProxy },
      db: database.db,
      metrics: relayMetrics,
      devMode: settings.devMode,
      publicUrl: settings.publicUrl,
    })
  },
})
