import type { Catalogue } from '../catalogue.ts'

export const ruSocial: Catalogue['social'] = {
  socialLogins: 'Вход через соцсети',
  continueWith: 'Продолжить через {provider}',
  logInWith: 'Войти через {provider}',
  logInWithAccount: 'Войти через свой аккаунт',
  continueInWindow: 'Продолжите в открывшемся окне {provider}.',
  continueInAccountWindow: 'Продолжите в открывшемся окне входа.',
  loginFailed: 'Не удалось войти',
  authenticating: 'Аутентификация…',
  creatingSession: 'Создаём вашу сессию…',
  tryAgain: 'Повторить',
  farcasterFailed: 'Вход через Farcaster не завершён.',
  farcasterQrLabel: 'QR-код для входа через Farcaster: отсканируйте его телефоном',
  preparingQr: 'Подготовка QR-кода',
  farcasterScan: 'Отсканируйте камерой телефона или в приложении Farcaster, затем войдите там.',
  openFarcaster: 'Открыть Farcaster',
  copyLink: 'Копировать ссылку',
}

export const ruSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'Вход',
  ConnectingFarcaster: 'Farcaster',
}
