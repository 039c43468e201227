import { accountTexts } from '@foyer/core/internal'
import { CopyIcon } from '../../components/icons/icons.tsx'
import { useActiveChain } from '../../hooks/useActiveChain.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useCopyAddress } from './useCopyAddress.ts'

/** The next step of an empty Tokens, NFTs or Activity tab: copy the connected address to receive. */
export function CopyAddressButton() {
  const address = useActiveChain()?.accountState.address
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
