import { randomBytes } from '@noble/hashes/utils'
import { toHex } from '../encoding.ts'
import { clientIdFromSeed, formatRelayUrl, generateClientSeed, RELAY_JWT_TTL_SECONDS, signRelayJwt } from '../relayAuth.ts'

/** Who this client is to the relay (its did:key), and the signed URL each new socket opens. */
export interface RelayIdentity {
  readonly clientId: string
  /** A fresh JWT per socket: a reconnect after hours must not carry an expired one. */
  socketUrl(): Promise<string>
}

export async function relayIdentity(p: { relayUrl: string; projectId: string | undefined; seed: Uint8Array | undefined; ua: string }): Promise<RelayIdentity> {
  /** The JWT `sub`: random, fixed for this object's life, not persisted (as 2.21.8). */
  const sub = toHex(randomBytes(32))
  const seed = p.seed ?? generateClientSeed()
  return {
    clientId: await clientIdFromSeed(seed),
    async socketUrl() {
      const auth = await signRelayJwt({ seed, sub, aud: p.relayUrl, ttl: RELAY_JWT_TTL_SECONDS })
      return formatRelayUrl(p.relayUrl, {
        auth,
        ...(p.projectId !== undefined ? { projectId: p.projectId } : {}),
        ua: p.ua,
      })
    },
  }
}
