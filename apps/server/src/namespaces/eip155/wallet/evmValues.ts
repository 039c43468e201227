import { z } from 'zod'

/** A JSON-RPC quantity (wei, gas, a nonce, a chain id): 0x and up to 64 hex digits. */
export const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity like 0x1')

/** Call data: 0x and whole bytes, at most 128 KiB of them. */
export const hexData = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex bytes like 0x1234')
  .max(262_144)
