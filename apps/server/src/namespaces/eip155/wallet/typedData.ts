import type { TypedDataDefinition } from 'viem'
import { z } from 'zod'
import { evmAddressSchema } from '../../../caip.ts'
import { badRequest } from '../../../kernel/http/httpError.ts'
import { MAX_JSON_DEPTH, nestsDeeperThan, tooDeepMessage } from '../../../kernel/http/jsonDepth.ts'
import { parseField } from '../../../auth/routes/authRoute.ts'

/**
 * EIP-712 typed data (eth_signTypedData_v4's params[1]), checked whole before viem sees it: viem
 * trusts the message to match its types and throws TypeErrors (a 500) when it does not, so every
 * problem is found here and answered as a 400 naming the field.
 */

const MAX_TYPES = 64
const MAX_FIELDS_PER_TYPE = 128
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/
const FIELD_TYPE = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}(\[\d{0,6}\])*$/
const ARRAY_SUFFIX = /\[(\d*)\]$/
const INTEGER_TYPE = /^(u?)int(\d+)$/
const BYTES_TYPE = /^bytes(\d+)$/
const HEX_BYTES = /^0x([0-9a-fA-F]{2})*$/
const CHAIN_ID_HINT = 'must be a chain id: a whole number, in decimal or 0x hex'
const INTEGER_TEXT = /^(-?\d{1,78}|0x[0-9a-fA-F]{1,64})$/

// JSON.parse makes "__proto__" an own key, but copying it (zod's output, viem's spreads) sets the
// prototype instead: a type or field of that name would vanish between this check and viem.
const identifier = (hint: string) =>
  z
    .string()
    .regex(IDENTIFIER, hint)
    .refine((name) => name !== '__proto__', 'must not be __proto__')

const fieldSchema = z.object({
  name: identifier('must be a field name like from'),
  type: z.string().regex(FIELD_TYPE, 'must be an EIP-712 type like address, uint256, string, Mail or Mail[]'),
})

const typedDataSchema = z.object({
  types: z
    .record(identifier('must be a type name like Mail'), z.array(fieldSchema, { error: 'must be a list of { name, type } fields' }).max(MAX_FIELDS_PER_TYPE), {
      error: 'must be an object of types, each a list of { name, type } fields',
    })
    .refine((types) => Object.keys(types).length <= MAX_TYPES, `must have at most ${MAX_TYPES} types`),
  primaryType: z.string().min(1).max(64),
  domain: z
    .object({
      name: z.string().max(256).optional(),
      version: z.string().max(64).optional(),
      chainId: z.union([z.int().min(0), z.string().regex(/^(\d{1,78}|0x[0-9a-fA-F]{1,64})$/, CHAIN_ID_HINT)], { error: CHAIN_ID_HINT }).optional(),
      verifyingContract: evmAddressSchema.optional(),
      salt: z
        .string()
        .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 32 bytes as hex')
        .optional(),
    })
    .default({}),
  message: z.record(z.string(), z.unknown()),
})

type TypedData = z.output<typeof typedDataSchema>
type Fields = TypedData['types'][string]

/** params[1] of eth_signTypedData_v4 (`field`), as JSON text or an object, ready for viem's signTypedData; or a 400. */
export function parseTypedData(raw: unknown, field: string): TypedDataDefinition {
  const typed = parseField(typedDataSchema, typeof raw === 'string' ? parseJsonText(raw, `body.${field}`) : raw, field)
  const types = new Map(Object.entries(typed.types))
  const problem = typesProblem(types, typed.primaryType) ?? messageProblem(types, typed.primaryType, typed.message)
  if (problem) throw badRequest(`body.${field}.${problem}`)
  // viem derives EIP712Domain from the domain itself.
  const { EIP712Domain: _domainType, ...structs } = typed.types
  return { ...typed, types: structs } as unknown as TypedDataDefinition
}

function parseJsonText(text: string, field: string): unknown {
  // Text inside the body escaped the body's depth check: it gets its own.
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest(tooDeepMessage(field))
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest(`${field} must be the typed data as JSON`)
  }
}

/** What is wrong with the types themselves: an unknown primaryType or field type, a repeated field, a type containing itself. */
function typesProblem(types: Map<string, Fields>, primaryType: string): string | undefined {
  if (!types.has(primaryType) && primaryType !== 'EIP712Domain') {
    return `primaryType ${primaryType} is not one of the types (${[...types.keys()].join(', ') || 'none are given'})`
  }
  for (const [name, fields] of types) {
    const seen = new Set<string>()
    for (const [index, field] of fields.entries()) {
      if (seen.has(field.name)) return `types.${name}[${index}].name ${field.name} is given twice in ${name}`
      seen.add(field.name)
      const base = field.type.replace(/(\[\d*\])+$/, '')
      if (!types.has(base) && !isAtomicType(base)) {
        return `types.${name}[${index}].type ${field.type} is neither an EIP-712 type (address, bool, string, bytes, bytes1…32, uint8…256, int8…256) nor one of the types`
      }
    }
  }
  return containedInItself(types)
}

/**
 * A type that contains itself other than through a list (Mail { Mail reply }) has no finite
 * message. Found by a depth-first walk of struct fields with an explicit stack, never by recursion.
 */
function containedInItself(types: Map<string, Fields>): string | undefined {
  const finished = new Set<string>()
  for (const root of types.keys()) {
    if (finished.has(root)) continue
    const walk = [{ type: root, next: 0 }]
    while (walk.length > 0) {
      const step = walk[walk.length - 1]!
      const fields = types.get(step.type)!
      if (step.next === fields.length) {
        finished.add(step.type)
        walk.pop()
        continue
      }
      const inner = fields[step.next++]!.type
      if (!types.has(inner) || finished.has(inner)) continue
      const open = walk.findIndex((entry) => entry.type === inner)
      if (open >= 0) {
        const cycle = [...walk.slice(open).map((entry) => entry.type), inner].join(' → ')
        return `types.${inner} contains itself (${cycle}) other than through a list: no finite message has this type`
      }
      walk.push({ type: inner, next: 0 })
    }
  }
  return undefined
}

/** What is wrong with the message as the primary type describes it, walked with an explicit stack. */
function messageProblem(types: Map<string, Fields>, primaryType: string, message: Record<string, unknown>): string | undefined {
  if (primaryType === 'EIP712Domain') return undefined
  const stack: { type: string; value: unknown; path: string }[] = [{ type: primaryType, value: message, path: 'message' }]
  while (stack.length > 0) {
    const { type, value, path } = stack.pop()!
    const arrayLength = ARRAY_SUFFIX.exec(type)
    if (arrayLength) {
      if (!Array.isArray(value)) return `${path} must be a list (${type})`
      if (arrayLength[1] !== '' && value.length !== Number(arrayLength[1])) return `${path} must have ${arrayLength[1]} items (${type})`
      const itemType = type.slice(0, arrayLength.index)
      value.forEach((item, index) => stack.push({ type: itemType, value: item, path: `${path}[${index}]` }))
      continue
    }
    const fields = types.get(type)
    if (!fields) {
      const problem = atomicValueProblem(type, value)
      if (problem) return `${path} ${problem}`
      continue
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${path} must be an object (${type})`
    for (const field of fields) {
      if (!Object.hasOwn(value, field.name)) return `${path}.${field.name} is required (${field.type})`
      stack.push({ type: field.type, value: (value as Record<string, unknown>)[field.name], path: `${path}.${field.name}` })
    }
  }
  return undefined
}

function isAtomicType(type: string): boolean {
  if (type === 'address' || type === 'bool' || type === 'string' || type === 'bytes') return true
  const bytes = BYTES_TYPE.exec(type)
  if (bytes) return Number(bytes[1]) >= 1 && Number(bytes[1]) <= 32 && !bytes[1]!.startsWith('0')
  const integer = INTEGER_TYPE.exec(type)
  return integer !== null && Number(integer[2]) % 8 === 0 && Number(integer[2]) >= 8 && Number(integer[2]) <= 256 && !integer[2]!.startsWith('0')
}

/** What is wrong with a value of an atomic type, as EIP-712 encodes it. */
function atomicValueProblem(type: string, value: unknown): string | undefined {
  if (type === 'string') return typeof value === 'string' ? undefined : 'must be a string'
  if (type === 'bool') return typeof value === 'boolean' ? undefined : 'must be true or false'
  if (type === 'address') return evmAddressSchema.safeParse(value).success ? undefined : 'must be an EVM address (0x followed by 40 hex characters)'
  if (type === 'bytes') return typeof value === 'string' && HEX_BYTES.test(value) ? undefined : 'must be hex bytes like 0x1234'
  const bytes = BYTES_TYPE.exec(type)
  if (bytes) {
    const size = Number(bytes[1])
    return typeof value === 'string' && HEX_BYTES.test(value) && value.length === 2 + 2 * size ? undefined : `must be ${size} bytes as hex (${type})`
  }
  const [, unsigned, bits] = INTEGER_TYPE.exec(type)!
  const [min, max] = unsigned ? [0n, 2n ** BigInt(bits!) - 1n] : [-(2n ** BigInt(Number(bits) - 1)), 2n ** BigInt(Number(bits) - 1) - 1n]
  const range = `must be a whole number from ${bound(min)} to ${bound(max)} (${type})`
  // A JSON number past 2^53 may already have lost digits: signing it would sign another number.
  if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) return `${range}, sent as a string past 2^53`
  const number = typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : typeof value === 'string' && INTEGER_TEXT.test(value) ? BigInt(value) : undefined
  if (number === undefined || number < min || number > max) return range
  return undefined
}

/** 255, or 2^256 - 1 where the digits would not help the reader. */
function bound(value: bigint): string {
  if (value > -(2n ** 53n) && value < 2n ** 53n) return String(value)
  const bits = (value < 0n ? -value : value + 1n).toString(2).length - 1
  return value < 0n ? `-2^${bits}` : `2^${bits} - 1`
}
