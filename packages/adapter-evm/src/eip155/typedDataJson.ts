import type { TypedDataDomain, TypedDataField, TypedDataInput } from './requestTypes.ts'

/**
 * eth_signTypedData_v4's second parameter: the typed data as JSON, with the EIP712Domain type
 * derived from the domain when the host left it out (wallets need it; viem derives it the same
 * way) and bigints as decimal strings.
 */
export function typedDataJson(typedData: TypedDataInput): string {
  const domain = typedData.domain ?? {}
  const types = { EIP712Domain: domainFields(domain), ...typedData.types }
  return JSON.stringify({ ...typedData, domain, types }, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))
}

// The order EIP-712 gives the domain's fields.
const DOMAIN_FIELDS: readonly TypedDataField[] = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
]

function domainFields(domain: TypedDataDomain): TypedDataField[] {
  return DOMAIN_FIELDS.filter((field) => domain[field.name as keyof TypedDataDomain] !== undefined)
}
