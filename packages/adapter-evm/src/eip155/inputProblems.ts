/**
 * The first thing wrong with what a host passed, or null. Hosts may call in plain JS, so every
 * check starts from unknown input; the message names the field.
 */
import type { ContractCallInput, TransactionInput, TypedDataInput } from './requestTypes.ts'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX_BYTES = /^0x([0-9a-fA-F]{2})*$/
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

export function transactionInputProblem(input: TransactionInput): string | null {
  if (typeof input?.to !== 'string' || !EVM_ADDRESS.test(input.to)) return 'to must be an EVM address: 0x and 40 hex characters'
  return valueProblem(input.value) ?? (input.data !== undefined && (typeof input.data !== 'string' || !HEX_BYTES.test(input.data)) ? 'data must be 0x-prefixed hex bytes' : null)
}

export function contractCallProblem(input: ContractCallInput): string | null {
  if (typeof input?.address !== 'string' || !EVM_ADDRESS.test(input.address)) return 'address must be an EVM address: 0x and 40 hex characters'
  if (!Array.isArray(input.abi)) return 'abi must be the contract ABI: a list of its functions and events'
  if (typeof input.functionName !== 'string' || !IDENTIFIER.test(input.functionName)) return 'functionName must be the name of a function in the ABI'
  if (input.args !== undefined && !Array.isArray(input.args)) return "args must be a list of the function's arguments"
  return valueProblem(input.value)
}

export function typedDataProblem(input: TypedDataInput): string | null {
  if (!isRecord(input)) return 'typed data must be an object with domain, types, primaryType and message'
  if (input.domain !== undefined && !isRecord(input.domain)) return 'domain must be an object'
  if (!isRecord(input.types)) return 'types must be an object of types, each a list of { name, type } fields'
  for (const [name, fields] of Object.entries(input.types)) {
    const wellFormed = Array.isArray(fields) && fields.every((field) => isRecord(field) && typeof field.name === 'string' && typeof field.type === 'string')
    if (!IDENTIFIER.test(name) || !wellFormed) return `types.${name} must be a list of { name, type } fields`
  }
  if (typeof input.primaryType !== 'string' || !Object.hasOwn(input.types, input.primaryType)) return 'primaryType must name one of the types'
  if (!isRecord(input.message)) return 'message must be an object'
  const domain = input.domain ?? {}
  if (domain.verifyingContract !== undefined && !EVM_ADDRESS.test(String(domain.verifyingContract))) return 'domain.verifyingContract must be an EVM address'
  if (domain.chainId !== undefined && !isWholeNumber(domain.chainId)) return 'domain.chainId must be a chain id: a whole number'
  return null
}

function valueProblem(value: unknown): string | null {
  return value !== undefined && (typeof value !== 'bigint' || value < 0n) ? 'value must be a bigint amount of wei, not negative' : null
}

function isWholeNumber(value: unknown): boolean {
  return (typeof value === 'bigint' && value >= 0n) || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
