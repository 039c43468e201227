import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

const STYLE_ID = 'foyer-nft-styles'

/** The NFTs tab's grid: its styles travel with its code (a visitor who never opens the tab loads neither). */
const NFT_STYLES = `
${ROOT} .foyer-nfts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px;margin:0;padding:4px 2px;list-style:none;min-height:180px;align-content:start}
${ROOT} .foyer-nft{display:flex;flex-direction:column;gap:2px;min-width:0}
${ROOT} .foyer-nft-picture{position:relative;aspect-ratio:1;border-radius:14px;overflow:hidden;background:var(--foyer-color-surface);display:flex;align-items:center;justify-content:center;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-nft-picture img{width:100%;height:100%;object-fit:cover;display:block}
${ROOT} .foyer-nft-count{position:absolute;inset-inline-end:6px;bottom:6px;padding:2px 8px;border-radius:10px;font-size:12px;font-weight:600;background:var(--foyer-color-bg);color:var(--foyer-color-text)}
${ROOT} .foyer-nft-name{margin-top:4px;font-weight:500;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${ROOT} .foyer-nft-collection{font-size:13px;color:var(--foyer-color-text-muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
`

/** Adds the NFT grid's styles to the document once. */
export function useNftStyles(): void {
  useStyleSheet(STYLE_ID, NFT_STYLES)
}
