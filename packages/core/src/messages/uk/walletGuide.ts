import type { Catalogue } from '../catalogue.ts'

export const ukWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'Сховище для ваших цифрових активів',
  homeText: 'Гаманець зберігає ваші токени й колекційні предмети, а також ключі, які підтверджують, що вони ваші.',
  loginTitle: 'Новий спосіб входу',
  loginText: 'Замість нового акаунта й пароля на кожному сайті ви підключаєте гаманець і підтверджуєте в ньому кожен запит.',
  ownTitle: 'Тільки ваше',
  ownText: 'Ключі є лише у вас: ніхто, навіть цей сайт, не може нічого вивести з гаманця без вашої згоди.',
  getAWallet: 'Завести гаманець',
  pickWallet: 'Виберіть гаманець, щоб дізнатися, де його завантажити. Коли встановите його, поверніться й підключіть.',
  wallets: 'Гаманці для встановлення',
  loadingWallets: 'Завантаження гаманців',
  listFailed: 'Не вдалося завантажити список гаманців.',
  tryAgain: 'Повторити',
  getTitle: 'Завантажити {wallet}',
  getHint: 'Установіть {wallet} з одного з цих джерел, потім поверніться й виберіть його знову.',
  downloads: 'Де завантажити {wallet}',
  noDownloads: 'Цей гаманець не вказує, де його завантажити.',
  opensInNewTab: '(відкриється в новій вкладці)',
  dontHave: 'Немає {wallet}?',
  get: 'Завантажити',
  getLabel: 'Завантажити {wallet}',
  chrome: 'Розширення для Chrome',
  firefox: 'Додаток для Firefox',
  ios: 'Застосунок для iPhone (App Store)',
  android: 'Застосунок для Android (Google Play)',
  desktop: 'Застосунок для комп’ютера',
  website: 'Вебсайт',
}

export const ukWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: 'Що таке гаманець?',
  GetWallet: 'Завести гаманець',
}
