/**
 * The sha256-based identifiers the relay and the client must agree on (design note §3.4, §3.5),
 * each in two forms: synchronous on noble (the relay server, Node callers), and `…Async` on
 * WebCrypto (the relay client in a page, which then never downloads noble's sha2 module).
 */
import { sha256 } from '@noble/hashes/sha2'
import { toHex, utf8 } from './encoding.ts'
import { sha256 as digest } from './primitives/sha256.ts'

/** sha256 of the UTF-8 bytes of `text`, lowercase hex. */
export function sha256Hex(text: string): string {
  return toHex(sha256(utf8(text)))
}

/**
 * The de-duplication key of a relay message: sha256 of the base64 `message` string exactly as
 * received (its characters, not the decoded envelope), so equal deliveries collapse.
 */
export function hashMessage(message: string): string {
  return sha256Hex(message)
}

/**
 * The id of a client's subscription to a topic, sha256(topic + clientId). 2.21.8 computes it
 * locally and sends it back in irn_unsubscribe, so the relay returns exactly this value.
 */
export function subscriptionId(topic: string, clientId: string): string {
  return sha256Hex(topic + clientId)
}

/** sha256Hex on WebCrypto (noble where there is none): the same hex, asynchronously. */
export async function sha256HexAsync(text: string): Promise<string> {
  return toHex(await digest(utf8(text)))
}

/** hashMessage, asynchronously (sha256HexAsync). */
export function hashMessageAsync(message: string): Promise<string> {
  return sha256HexAsync(message)
}

/** subscriptionId, asynchronously (sha256HexAsync). */
export function subscriptionIdAsync(topic: string, clientId: string): Promise<string> {
  return sha256HexAsync(topic + clientId)
}
