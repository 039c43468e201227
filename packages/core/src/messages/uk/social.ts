import type { Catalogue } from '../catalogue.ts'

export const ukSocial: Catalogue['social'] = {
  socialLogins: 'Вхід через соцмережі',
  continueWith: 'Продовжити через {provider}',
  logInWith: 'Увійти через {provider}',
  logInWithAccount: 'Увійти через свій акаунт',
  continueInWindow: 'Продовжте у вікні {provider}, що відкрилося.',
  continueInAccountWindow: 'Продовжте у вікні входу, що відкрилося.',
  loginFailed: 'Не вдалося увійти',
  authenticating: 'Автентифікація…',
  creatingSession: 'Створюємо вашу сесію…',
  tryAgain: 'Повторити',
  farcasterFailed: 'Вхід через Farcaster не завершено.',
  farcasterQrLabel: 'QR-код для входу через Farcaster: відскануйте його телефоном',
  preparingQr: 'Підготовка QR-коду',
  farcasterScan: 'Відскануйте камерою телефона або в застосунку Farcaster, потім увійдіть там.',
  openFarcaster: 'Відкрити Farcaster',
  copyLink: 'Копіювати посилання',
}

export const ukSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'Вхід',
  ConnectingFarcaster: 'Farcaster',
}
