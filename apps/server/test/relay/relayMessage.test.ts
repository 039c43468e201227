import { randomBytes } from 'node:crypto'
import { hashMessage } from '@foyer/walletconnect'
import { describe, expect, it } from 'vitest'
import vectors from '../../../../docs/design/walletconnect-v2-vectors.json' with { type: 'json' }
import { relayMessageHash } from '../../src/relay/relayMessage.ts'

describe('relayMessageHash', () => {
  it("gives 2.21.8's message hash (sha256 of the message's UTF-8, hex)", () => {
    expect(relayMessageHash(vectors.hashes.messageHash.message)).toBe(vectors.hashes.messageHash.sha256Hex)
  })

  it("agrees with the clients' hashMessage on envelopes of every length, and on text beyond ASCII", () => {
    const messages = [0, 1, 55, 56, 64, 300, 4096].map((bytes) => randomBytes(bytes).toString('base64'))
    for (const message of [...messages, 'é✓ 🔑']) expect(relayMessageHash(message)).toBe(hashMessage(message))
  })
})
