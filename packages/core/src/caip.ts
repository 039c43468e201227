import { FoyerError } from '@foyer/auth-frame/protocol'
import { THROWN } from './errors.ts'
import { CHAIN_NAMESPACES, type CaipAddress, type CaipNetworkId, type ChainNamespace } from './types.ts'

/** A parsed CAIP-10 account id. */
export interface ParsedCaipAddress {
  namespace: ChainNamespace
  chainId: string
  address: string
}

/** A parsed CAIP-2 network id. */
export interface ParsedCaipNetworkId {
  namespace: ChainNamespace
  chainId: string
}

export function isChainNamespace(value: string): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/** Parses `namespace:chainId:address`; anything else throws 'Invalid CAIP Address'. */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = value.split(':')
  const [namespace, chainId, address] = parts
  if (parts.length !== 3 || !namespace || !chainId || !address || !isChainNamespace(namespace)) {
    throw new FoyerError(THROWN.INVALID_CAIP_ADDRESS)
  }
  return { namespace, chainId, address }
}

/** Parses `namespace:chainId`; a network id needs exactly two non-empty parts and a known namespace. */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = value.split(':')
  const [namespace, chainId] = parts
  if (parts.length !== 2 || !namespace || !chainId || !isChainNamespace(namespace)) {
    throw new FoyerError(THROWN.INVALID_CAIP_NETWORK_ID)
  }
  return { namespace, chainId }
}

export function formatCaipNetworkId(namespace: ChainNamespace, chainId: number | string): CaipNetworkId {
  return `${namespace}:${chainId}`
}

export function formatCaipAddress(namespace: ChainNamespace, chainId: number | string, address: string): CaipAddress {
  const caipAddress = `${namespace}:${chainId}:${address}` as const
  parseCaipAddress(caipAddress)
  return caipAddress
}

export function isCaipAddress(value: string): value is CaipAddress {
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}
