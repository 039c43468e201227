import type { Catalogue } from '../catalogue.ts'

export const ruShell: Catalogue['shell'] = {
  header: {
    back: 'Назад',
    close: 'Закрыть',
    loading: 'Загрузка',
    dismissAlert: 'Закрыть уведомление',
  },
  connect: {
    or: 'или',
    wallets: 'Кошельки',
    tagRecent: 'Недавний',
    tagInstalled: 'Установлен',
    tagQrCode: 'QR-код',
    allWallets: 'Все кошельки',
    noWallet: 'В этом браузере кошелёк не найден.',
    newToWallets: 'Впервые пользуетесь кошельком?',
    moreWalletsFailed: 'Не удалось загрузить другие кошельки. Кошельки в этом браузере по-прежнему работают.',
    tryAgain: 'Повторить',
    loginsUnavailable: {
      email: 'Вход по электронной почте сейчас недоступен.',
      social: 'Вход через соцсети сейчас недоступен.',
      both: 'Вход по электронной почте и через соцсети сейчас недоступен.',
    },
    legalAgree: {
      both: 'Я принимаю {terms} и {privacy}',
      terms: 'Я принимаю {terms}',
      privacy: 'Я принимаю {privacy}',
    },
    termsOfService: 'Условия использования',
    privacyPolicy: 'Политику конфиденциальности',
    legalFirst: 'Отметьте флажок, чтобы подключиться.',
    continueWithWallet: 'Продолжить через кошелёк',
  },
}

export const ruShellTitles: Catalogue['shellTitles'] = {
  Connect: 'Подключить кошелёк',
  AllWallets: 'Все кошельки',
  ConnectingWalletConnectBasic: 'Подключить кошелёк',
  Account: 'Аккаунт',
  Networks: 'Выбрать сеть',
  UnsupportedChain: 'Сменить сеть',
}
