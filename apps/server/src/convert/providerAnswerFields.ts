import { z } from 'zod'
import type { Address } from './swapProvider.ts'

/** An amount, gas or gas price as the production providers (0x, 1inch) write them: a whole number in decimal, at most 78 digits (uint256). */
export const uint = z.string().regex(/^\d{1,78}$/, 'must be a whole number in decimal')

/** A contract or account address in a provider's answer. */
export const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')
  .transform((value) => value as Address)

/** A transaction's calldata in a provider's answer: 0x and whole bytes. */
export const hex = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex')
  .transform((value) => value as `0x${string}`)
