/** The path an NFT's picture is served at (nftImageRoute.ts); a URL is the configured public origin plus this. */
export function nftImagePath(nft: { chainId: string; contract: string; tokenId: bigint }): string {
  return `/public/nftImage/${nft.chainId}/${nft.contract.toLowerCase()}/${nft.tokenId}`
}
