import { fillMessage, nameTexts } from '@foyer/core/internal'
import { useId } from 'react'
import { Avatar } from '../components/Avatar/Avatar.tsx'
import { CheckIcon } from '../components/icons/icons.tsx'
import { useActiveChain } from '../hooks/useActiveChain.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useToAccount } from '../hooks/useToAccount.ts'
import type { ViewProps } from '../views/viewTypes.ts'
import { useNameStyles } from './NameStyles.ts'

/** The name registered (spec §2 RegisterAccountNameSuccess): the name, that the account now goes by it, and back to the Account view. */
export default function RegisterAccountNameSuccessView({ data }: ViewProps<'RegisterAccountNameSuccess'>) {
  useNameStyles()
  const m = useMessages(nameTexts)
  const sentence = useId()
  const account = useActiveChain()?.accountState
  const toAccount = useToAccount()

  return (
    <div className="foyer-body">
      <div className="foyer-center foyer-names-success">
        {account?.address && (
          <span className="foyer-names-badge" aria-hidden="true">
            <Avatar address={account.address} image={account.profileImage} />
            <span>
              <CheckIcon />
            </span>
          </span>
        )}
        <h3 data-testid="registered-name">{data.name}</h3>
        <p id={sentence}>{fillMessage(m.registered, { name: data.name })}</p>
        <button type="button" className="foyer-button" data-block="true" data-autofocus aria-describedby={sentence} onClick={toAccount}>
          {m.backToAccount}
        </button>
      </div>
    </div>
  )
}
