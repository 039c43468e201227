import { listingImageUrl } from '../../components/WalletImage/listingImage.ts'
import { useFoyerInstance } from '../../context.ts'
import { useStore } from '../../hooks/useStore.ts'
import { NotInstalled } from '../../views/ConnectingExternal/NotInstalled.tsx'
import type { ViewProps } from '../../views/viewTypes.ts'

/** "Get <wallet>": where to get the wallet the visitor picked (its extensions, apps, desktop download, website). */
export default function WalletDownloadsView({ data }: ViewProps<'WalletDownloads'>) {
  const { client } = useFoyerInstance()
  const connectors = useStore(client.ctx.connectors)
  return <NotInstalled listing={data.listing} imageUrl={listingImageUrl(data.listing, connectors, client.ctx.registry.walletImageUrl)} heading="get" />
}
