import * as z from 'zod/mini'

/** Shapes several APIs write their values in. */

/** A non-negative integer in decimal: amounts in a token's smallest unit, wei (a uint256 has at most 78 digits). */
export const decimalIntegerSchema = z.string().check(z.regex(/^\d{1,78}$/))
/** An EVM account or token as CAIP-10: `eip155:<chain>:0x<40 hex>`. */
export const eip155AccountIdSchema = z.string().check(z.regex(/^eip155:\d{1,16}:0x[0-9a-fA-F]{40}$/))
/** Hex bytes with their 0x. */
export const hexDataSchema = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/))
