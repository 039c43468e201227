import { deviceIdSchema } from '../protocol/authApi.ts'
import { STORAGE_KEYS, type FrameStorage } from './frameStorage.ts'

/**
 * The frame's device id: 32 random bytes, base64url, made once and kept. The server ties email
 * approvals to it, so a new browser has to be approved from the mail before a code is sent.
 */
export function loadDeviceId(storage: FrameStorage): string {
  const stored = storage.get(STORAGE_KEYS.device)
  if (stored !== null && deviceIdSchema.safeParse(stored).success) return stored
  const created = newDeviceId()
  storage.set(STORAGE_KEYS.device, created)
  return created
}

export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
