import { fillMessage, receiveTexts } from '@foyer/core/internal'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage.tsx'
import { CopyIcon } from '../../components/icons/icons.tsx'
import { QrCode } from '../../components/QrCode/QrCode.tsx'
import { useQrStyles } from '../../components/QrCode/QrStyles.ts'
import { useActiveChain } from '../../hooks/useActiveChain.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useCopyAddress } from '../../views/Account/useCopyAddress.ts'
import { useReceiveStyles } from './ReceiveStyles.ts'

/**
 * Receive (spec §2): the connected address as a QR code with the network's image in its middle,
 * the address in full with Copy, and the networks it receives on (the host's networks of the
 * active namespace: the same address on each), with a warning to send only on those.
 */
export default function WalletReceiveView() {
  useQrStyles()
  useReceiveStyles()
  const m = useMessages(receiveTexts)
  const chain = useActiveChain()
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  const copy = useCopyAddress(address)
  if (!address || !network) return null
  const networks = chain.networks

  return (
    <div className="foyer-body">
      <div className="foyer-center foyer-receive">
        <QrCode value={address} label={fillMessage(m.qrLabel, { address })} logo={<NetworkImage network={network} size="md" />} />
        <p className="foyer-receive-label" id="foyer-receive-address">
          {m.address}
        </p>
        <p className="foyer-receive-address" data-testid="receive-address" aria-labelledby="foyer-receive-address">
          {groupsOf(address)}
        </p>
        <button type="button" className="foyer-button" data-variant="secondary" onClick={() => void copy()}>
          <CopyIcon /> {m.copy}
        </button>
      </div>
      <section className="foyer-receive-networks" aria-labelledby="foyer-receive-networks">
        <h3 id="foyer-receive-networks">{m.networks}</h3>
        <ul>
          {networks.map((candidate) => (
            <li key={candidate.caipNetworkId}>
              <NetworkImage network={candidate} />
              {candidate.name}
            </li>
          ))}
        </ul>
        <p className="foyer-receive-warning" role="note">
          {m.warning}
        </p>
      </section>
    </div>
  )
}

/** An address in groups of four, so it can be read aloud and compared: `0x7099 7970 C518 …` (the 0x rides on the first group). */
function groupsOf(address: string): string {
  const prefix = address.startsWith('0x') ? '0x' : ''
  return (
    prefix +
    (address
      .slice(prefix.length)
      .match(/.{1,4}/g)
      ?.join(' ') ?? '')
  )
}
