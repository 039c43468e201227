/** An NFT's metadata as ERC-721's metadata JSON schema (and ERC-1155's) describe it. */
export interface NftMetadata {
  name: string
  description: string
  /** The picture, as SVG markup; it travels as a data: URI inside the metadata. */
  svg: string
}

/**
 * The token URI a devnet NFT is minted with: `data:application/json;base64,…` of its metadata,
 * whose `image` is `data:image/svg+xml;base64,…`. The chain holds everything, so a reader needs
 * no other server to show it.
 */
export function nftTokenUri(metadata: NftMetadata): string {
  const json = JSON.stringify({
    name: metadata.name,
    description: metadata.description,
    image: `data:image/svg+xml;base64,${Buffer.from(metadata.svg).toString('base64')}`,
  })
  return `data:application/json;base64,${Buffer.from(json).toString('base64')}`
}
