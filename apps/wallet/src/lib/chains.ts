/** CAIP-2 ids of EVM chains, as WalletConnect names them: `eip155:<decimal chain id>`. */
export function caip2(chainId: number): string {
  return `eip155:${chainId}`
}

/** The decimal chain id of an `eip155:<n>` CAIP-2 id, or undefined for any other namespace or shape. */
export function evmChainId(caip2Id: string): number | undefined {
  const match = /^eip155:(\d{1,15})$/.exec(caip2Id)
  return match ? Number(match[1]) : undefined
}
