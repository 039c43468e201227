import { AUTH_MESSAGES, authErrorTexts, fillMessage, localizeText, SOCIAL_PROVIDER_NAMES, socialTexts } from '@foyer/core/internal'
import { SocialIcon } from '../../../components/icons/socialIcons.tsx'
import { useFoyerInstance } from '../../../context.ts'
import { useMessages } from '../../../hooks/useMessages.ts'
import { useStore } from '../../../hooks/useStore.ts'
import type { ViewProps } from '../../../views/viewTypes.ts'
import { startSocialLogin } from './startSocialLogin.ts'
import { AttemptStatus } from '../../../components/AttemptStatus/AttemptStatus.tsx'
import { useSocialBadgeStyles } from '../../../components/SocialBadge/SocialBadgeStyles.ts'

/** A social login under way: continue in the popup, then 'Authenticating...', or what went wrong. */
export default function ConnectingSocialView({ data }: ViewProps<'ConnectingSocial'>) {
  useSocialBadgeStyles()
  const { client } = useFoyerInstance()
  const attempt = useStore(client.ctx.auth, (state) => state.social)
  const provider = attempt?.provider ?? data.provider
  const m = useMessages(socialTexts)
  const errors = useMessages(authErrorTexts)
  const name = provider ? SOCIAL_PROVIDER_NAMES[provider] : undefined
  const status = attempt?.status ?? 'waiting'
  const failed = status === 'failed'

  return (
    <AttemptStatus
      image={
        <span className="foyer-social-badge" aria-hidden="true">
          {provider && <SocialIcon provider={provider} />}
        </span>
      }
      failed={failed}
      title={failed ? m.loginFailed : status === 'connecting' ? m.authenticating : name ? fillMessage(m.logInWith, { provider: name }) : m.logInWithAccount}
      detail={
        failed
          ? attempt?.message && localizeText(AUTH_MESSAGES, errors, attempt.message)
          : status === 'connecting'
            ? m.creatingSession
            : name
              ? fillMessage(m.continueInWindow, { provider: name })
              : m.continueInAccountWindow
      }
      pendingRole="status"
      retry={provider && { label: m.tryAgain, onClick: () => startSocialLogin(client, provider) }}
    />
  )
}
