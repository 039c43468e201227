import { accountTexts } from '@foyer/core/internal'
import { CopyIcon } from '../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { useCopyAddress } from './useCopyAddress.ts'

/** The next step of an empty Tokens, NFTs or Activity tab: copy the connected address to receive. */
export function CopyAddressButton() {
  const { client } = useFoyerInstance()
  const address = useStore(client.ctx.chains, (state) => (state.activeNamespace ? state.chains[state.activeNamespace]?.accountState.address : undefined))
  const copy = useCopyAddress(address)
  const m = useMessages(accountTexts)
  if (!address) return null
  return (
    <button type="button" className="foyer-button" data-variant="secondary" onClick={() => void copy()}>
      <CopyIcon />
      {m.copyAddressAction}
    </button>
  )
}
