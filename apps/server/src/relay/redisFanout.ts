import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import { z } from 'zod'
import { createMemoryFanout, type Fanout } from './fanout.ts'
import type { RelayedMessage } from './relayMessage.ts'

/** How long startup waits for the channel subscription before going on without it. */
const SUBSCRIBE_WAIT_MS = 2_000

const announcementSchema = z.object({
  origin: z.string(),
  message: z.object({
    topic: z.string(),
    message: z.string(),
    hash: z.string(),
    tag: z.number(),
    publishedAt: z.number(),
    expiresAt: z.number(),
    publisher: z.string(),
    attestation: z.string().optional(),
  }),
})

/**
 * The fan-out of a relay served by several processes: each message is handed to this process's
 * listeners directly and announced on one Redis channel for the others (each process ignores its
 * own announcements). `subscriber` must be a connection of its own: Redis reserves a subscribed
 * connection for pub/sub.
 */
export async function createRedisFanout(publisher: Redis, subscriber: Redis, channel: string): Promise<Fanout> {
  const origin = randomUUID()
  const local = createMemoryFanout()
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return
    let announcement: z.infer<typeof announcementSchema>
    try {
      announcement = announcementSchema.parse(JSON.parse(text))
    } catch {
      return
    }
    if (announcement.origin !== origin) void local.publish(announcement.message)
  })
  // Waits for the subscription while Redis answers; a Redis down at startup does not hold the
  // server: ioredis subscribes once it connects.
  const subscribed = subscriber.subscribe(channel)
  subscribed.catch(() => {})
  await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref())])

  return {
    async publish(message: RelayedMessage) {
      await local.publish(message)
      await publisher.publish(channel, JSON.stringify({ origin, message }))
    },
    onMessage: local.onMessage,
    async close() {
      await local.close()
    },
  }
}
