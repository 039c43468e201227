import { accountTexts } from '@foyer/core/internal'
import { WarningIcon } from '../../components/icons/icons.tsx'
import { DisconnectFooter } from '../../components/DisconnectFooter/DisconnectFooter.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { NetworkList } from '../Networks/NetworkList.tsx'

/** The wallet is on a network the app does not support: switch to one it does, or disconnect. */
export default function UnsupportedChainView() {
  const { client } = useFoyerInstance()
  const m = useMessages(accountTexts)
  return (
    <>
      <div className="foyer-body">
        <div className="foyer-center" style={{ paddingTop: 0 }}>
          <span style={{ color: 'var(--foyer-color-warning)' }}>
            <WarningIcon />
          </span>
          <p>{m.unsupportedNetwork}</p>
        </div>
        <div style={{ marginTop: 12 }}>
          <NetworkList onSwitched={() => client.open({ view: 'Account' })} />
        </div>
      </div>
      <DisconnectFooter />
    </>
  )
}
