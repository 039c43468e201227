import { z } from 'zod'

/** The event the client never sends and the server never stores (spec §7). */
export const UNSTORED_EVENT = 'MODAL_CREATED'

const MAX_PROPERTIES_JSON_LENGTH = 8_192
/** 3000-01-01: later is not a time in milliseconds (a time in microseconds, say). */
const MAX_TIMESTAMP_MS = 32_503_680_000_000

/** The body of POST /e (spec §7 Analytics): one event with where and when it happened. */
export const analyticsEventSchema = z.object({
  eventId: z.uuid().describe('The client’s id for this event; a retried event is stored once'),
  url: z.string().max(2_048).describe('The page the modal was on'),
  domain: z.string().max(253).describe('The page’s host name'),
  timestamp: z.number().int().min(0).max(MAX_TIMESTAMP_MS, 'must be a time in milliseconds since 1970').describe('When the event happened, in milliseconds since 1970'),
  props: z.object({
    type: z.literal('track'),
    event: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'must be an event name in capitals, like CONNECT_SUCCESS')
      .describe('The event name, e.g. MODAL_OPEN or CONNECT_SUCCESS'),
    address: z.string().max(200).optional().describe('The connected account, when there is one'),
    properties: z
      .record(z.string().max(100), z.unknown())
      .refine((properties) => JSON.stringify(properties).length <= MAX_PROPERTIES_JSON_LENGTH, {
        message: `must be at most ${MAX_PROPERTIES_JSON_LENGTH} characters as JSON`,
      })
      .optional()
      .describe('Details of the event, e.g. { name: "MetaMask", method: "browser" }'),
  }),
})

export type AnalyticsEvent = z.output<typeof analyticsEventSchema>
