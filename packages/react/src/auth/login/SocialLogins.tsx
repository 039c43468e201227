import { fillMessage, SOCIAL_PROVIDER_NAMES, socialTexts, type SocialProvider } from '@foyer/core/internal'
import { SocialIcon } from '../../components/icons/socialIcons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { usePreloadView } from '../../views/preloadView.ts'
import { startSocialLogin } from '../views/ConnectingSocial/startSocialLogin.ts'
import { useSocialLoginsStyles } from './SocialLoginsStyles.ts'

/**
 * The Connect view's social logins, each button the provider's own mark. One provider's button says
 * "Continue with <provider>", two say their provider's name; in a row of more, the buttons are the
 * marks alone, named for assistive technology and by a tooltip shown on hover and keyboard focus.
 * Loaded on demand.
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
              onPointerEnter={() => preloadView(provider === 'farcaster' ? 'ConnectingFarcaster' : 'ConnectingSocial')}
              onClick={() => startSocialLogin(client, provider)}
            >
              <SocialIcon provider={provider} />
              {named ? (
                // Two side by side have room for the provider's name only; the accessible name still begins the same way.
                <span className="foyer-social-name">{providers.length === 1 ? name : SOCIAL_PROVIDER_NAMES[provider]}</span>
              ) : (
                <span className="foyer-social-tip" aria-hidden="true">
                  {name}
                </span>
              )}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
