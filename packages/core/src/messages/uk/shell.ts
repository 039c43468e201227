import type { Catalogue } from '../catalogue.ts'

export const ukShell: Catalogue['shell'] = {
  header: {
    back: 'Назад',
    close: 'Закрити',
    loading: 'Завантаження',
    dismissAlert: 'Закрити сповіщення',
  },
  connect: {
    or: 'або',
    wallets: 'Гаманці',
    tagRecent: 'Нещодавній',
    tagInstalled: 'Встановлений',
    tagQrCode: 'QR-код',
    allWallets: 'Усі гаманці',
    noWallet: 'У цьому браузері гаманець не знайдено.',
    newToWallets: 'Вперше користуєтеся гаманцем?',
    moreWalletsFailed: 'Не вдалося завантажити інші гаманці. Гаманці в цьому браузері й далі працюють.',
    tryAgain: 'Повторити',
    loginsUnavailable: {
      email: 'Вхід через електронну пошту зараз недоступний.',
      social: 'Вхід через соцмережі зараз недоступний.',
      both: 'Вхід через електронну пошту й соцмережі зараз недоступний.',
    },
    legalAgree: {
      both: 'Я приймаю {terms} та {privacy}',
      terms: 'Я приймаю {terms}',
      privacy: 'Я приймаю {privacy}',
    },
    termsOfService: 'Умови використання',
    privacyPolicy: 'Політику конфіденційності',
    legalFirst: 'Позначте прапорець, щоб підключитися.',
    continueWithWallet: 'Продовжити через гаманець',
  },
}

export const ukShellTitles: Catalogue['shellTitles'] = {
  Connect: 'Підключити гаманець',
  AllWallets: 'Усі гаманці',
  ConnectingWalletConnectBasic: 'Підключити гаманець',
  Account: 'Акаунт',
  Networks: 'Вибрати мережу',
  UnsupportedChain: 'Змінити мережу',
}
