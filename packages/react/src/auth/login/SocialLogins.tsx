import { fillMessage, SOCIAL_PROVIDER_NAMES, socialTexts, type SocialProvider } from '@foyer/core/internal'
import { SocialIcon } from '../../components/icons/socialIcons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { usePreloadView } from '../../views/preloadView.ts'
import { startSocialLogin } from '../views/ConnectingSocial/startSocialLogin.ts'
import { useSocialLoginsStyles } from './SocialLoginsStyles.ts'

/**
 * The Connect view's social logins, a row of icon buttons; with one or two providers (a server
 * that serves only those) each button also says its name, as an icon alone would not. Loaded on demand.
 */
export default function SocialLogins({ providers }: { providers: readonly SocialProvider[] }) {
  useSocialLoginsStyles()
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const m = useMessages(socialTexts)
  const named = providers.length <= 2
  return (
    <ul className="foyer-socials" aria-label={m.socialLogins}>
      {providers.map((provider) => {
        const name = fillMessage(m.continueWith, { provider: SOCIAL_PROVIDER_NAMES[provider] })
        return (
          <li key={provider}>
            <button
              type="button"
              className="foyer-social"
              aria-label={name}
              title={name}
              onPointerEnter={() => preloadView(provider === 'farcaster' ? 'ConnectingFarcaster' : 'ConnectingSocial')}
              onClick={() => startSocialLogin(client, provider)}
            >
              <SocialIcon provider={provider} />
              {named && <span className="foyer-social-name">{name}</span>}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
