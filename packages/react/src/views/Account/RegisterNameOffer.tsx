import { knownIdentity, nameTexts, type AccountState, type ChainNamespace } from '@foyer/core/internal'
import { Icon } from '../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { usePreloadView } from '../preloadView.ts'

/**
 * Under the address, for an account names serve (spec §9: eip155) that the server says has no name
 * yet: a link to RegisterAccountName. Absent until the server has answered (a named account never
 * shows it for a moment), and where the host turned `accountNames` off.
 */
export function RegisterNameOffer({ namespace, account }: { namespace: ChainNamespace; account: AccountState }) {
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const m = useMessages(nameTexts)
  const served = client.ctx.namespaces.serves(namespace, 'names')
  const nameless = account.address !== undefined && !account.profileName && knownIdentity(client.ctx, account.address)?.name === null
  if (!client.options.features.accountNames || !served || !nameless) return null
  return (
    <button
      type="button"
      className="foyer-name-offer"
      onClick={() => client.push('RegisterAccountName')}
      onPointerEnter={() => preloadView('RegisterAccountName')}
      onFocus={() => preloadView('RegisterAccountName')}
    >
      <Icon width="14" height="14">
        <path d="M12 5v14M5 12h14" />
      </Icon>
      {m.registerAction}
    </button>
  )
}
