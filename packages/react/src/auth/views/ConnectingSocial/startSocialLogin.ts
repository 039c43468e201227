import { isIosSafari, type InternalFoyerClient, type SocialProvider } from '@foyer/core/internal'

const POPUP_WIDTH = 480
const POPUP_HEIGHT = 640

/**
 * Starts a social login from a click. The popup opens synchronously, here, with nothing in it
 * (a popup opened after an await is blocked); the provider's URL follows once the frame answers.
 * Where there can be no popup (blocked, iOS Safari), the whole page goes to the provider instead.
 */
export function startSocialLogin(client: InternalFoyerClient, provider: SocialProvider): void {
  if (provider === 'farcaster') {
    client.push('ConnectingFarcaster')
    return
  }
  const page = { href: location.href, assign: (url: string) => location.assign(url) }
  if (isIosSafari(navigator.userAgent)) {
    void client.auth.loginWithSocialRedirect(provider, page)
    return
  }
  const left = Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2)
  const top = Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2)
  const popup = window.open('about:blank', 'foyer-social-login', `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`)
  if (!popup) {
    void client.auth.loginWithSocialRedirect(provider, page)
    return
  }
  void client.auth.loginWithSocialPopup(provider, popup)
}
