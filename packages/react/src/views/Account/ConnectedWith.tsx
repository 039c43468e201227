import { accountTexts, fillMessage, SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, type AccountState, type SocialProvider } from '@foyer/core/internal'
import { MailIcon } from '../../components/icons/icons.tsx'
import { SocialIcon } from '../../components/icons/socialIcons.tsx'
import { WalletImage } from '../../components/WalletImage/WalletImage.tsx'
import { useMessages } from '../../hooks/useMessages.ts'

/**
 * What the account is connected through: the wallet's icon and name, or for the embedded wallet
 * the login (the email, or the social account and its username).
 */
export function ConnectedWith({ account }: { account: AccountState }) {
  const m = useMessages(accountTexts)
  const wallet = account.connectedWalletInfo
  if (!wallet) return null
  if (wallet.type !== 'AUTH') {
    return (
      <p className="foyer-connected-with" data-testid="account-wallet">
        <WalletImage src={wallet.icon} name={wallet.name} />
        <span>{fillMessage(m.connectedWith, { wallet: wallet.name })}</span>
      </p>
    )
  }
  const provider = socialProviderOf(account.socialProvider)
  const id = account.user?.email || account.user?.username
  // The login the visitor recognises: the social provider with the account's email or name there, or the email.
  const login = provider ? (id ? `${SOCIAL_PROVIDER_NAMES[provider]} (${id})` : SOCIAL_PROVIDER_NAMES[provider]) : id
  if (!login) return null
  return (
    <p className="foyer-connected-with" data-testid="account-login">
      <span className="foyer-login-mark" aria-hidden="true">
        {provider ? <SocialIcon provider={provider} /> : <MailIcon />}
      </span>
      <span className="foyer-login-id">{fillMessage(m.signedInWith, { login })}</span>
    </p>
  )
}

function socialProviderOf(value: string | undefined): SocialProvider | undefined {
  return SOCIAL_PROVIDERS.find((provider) => provider === value)
}
