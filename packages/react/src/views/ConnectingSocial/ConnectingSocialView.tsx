import { SOCIAL_PROVIDER_NAMES } from '@foyer/core'
import { SocialIcon } from '../../components/icons/socialIcons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useStore } from '../../hooks/useStore.ts'
import type { ViewProps } from '../viewTypes.ts'
import { startSocialLogin } from './startSocialLogin.ts'

/** A social login under way: continue in the popup, then 'Authenticating...', or what went wrong. */
export default function ConnectingSocialView({ data }: ViewProps<'ConnectingSocial'>) {
  const { client } = useFoyerInstance()
  const attempt = useStore(client.ctx.auth, (state) => state.social)
  const provider = attempt?.provider ?? data.provider
  const name = provider ? SOCIAL_PROVIDER_NAMES[provider] : 'your account'
  const status = attempt?.status ?? 'waiting'
  const failed = status === 'failed'

  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <div className="foyer-loading-ring" data-state={failed ? 'error' : 'loading'}>
          <span className="foyer-social-badge" aria-hidden="true">
            {provider && <SocialIcon provider={provider} />}
          </span>
        </div>
        <h3>{failed ? 'Login failed' : status === 'connecting' ? 'Authenticating...' : `Log in with ${name}`}</h3>
        <p role={failed ? 'alert' : 'status'}>
          {failed ? attempt?.message : status === 'connecting' ? 'Creating your session…' : `Continue in the ${name} window that opened.`}
        </p>
        {failed && provider && (
          <button type="button" className="foyer-button" data-variant="secondary" onClick={() => startSocialLogin(client, provider)} style={{ marginTop: 8 }}>
            Try again
          </button>
        )}
      </div>
    </div>
  )
}
