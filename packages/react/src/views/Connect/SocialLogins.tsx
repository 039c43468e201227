import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@foyer/core'
import { SocialIcon } from '../../components/icons/socialIcons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { usePreloadView } from '../preloadView.ts'
import { startSocialLogin } from '../ConnectingSocial/startSocialLogin.ts'

/** The Connect view's social logins, a row of icon buttons; loaded on demand. */
export default function SocialLogins({ providers }: { providers: readonly SocialProvider[] }) {
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  return (
    <ul className="foyer-socials" aria-label="Social logins">
      {providers.map((provider) => {
        const name = `Continue with ${SOCIAL_PROVIDER_NAMES[provider]}`
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
            </button>
          </li>
        )
      })}
    </ul>
  )
}
