import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const IV_BYTES = 12
const TAG_BYTES = 16

/** A stored ciphertext that does not decrypt: changed in the database, or sealed under another key. */
export class StoredKeyIntegrityError extends Error {
  override name = 'StoredKeyIntegrityError'
}

/**
 * AES-256-GCM: base64 of iv (12 random bytes) | ciphertext | tag (16 bytes). `context` is
 * authenticated too (the user id and what the box holds), so a box copied to another row or
 * column fails to open.
 */
export function seal(key: Buffer, plaintext: Uint8Array, context: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64')
}

/** Opens a box `seal` made with the same key and context; anything else throws StoredKeyIntegrityError. */
export function open(key: Buffer, box: string, context: string): Buffer {
  const bytes = Buffer.from(box, 'base64')
  if (bytes.length < IV_BYTES + TAG_BYTES + 1) throw new StoredKeyIntegrityError(`${context}: too short to be a sealed box`)
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
  decipher.setAAD(Buffer.from(context, 'utf8'))
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()])
  } catch (error) {
    throw new StoredKeyIntegrityError(`${context}: failed its integrity check`, { cause: error })
  }
}
