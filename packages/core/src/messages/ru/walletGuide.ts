import type { Catalogue } from '../catalogue.ts'

export const ruWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'Хранилище для ваших цифровых активов',
  homeText: 'Кошелёк хранит ваши токены и коллекционные предметы, а также ключи, которые подтверждают, что они ваши.',
  loginTitle: 'Новый способ входа',
  loginText: 'Вместо нового аккаунта и пароля на каждом сайте вы подключаете кошелёк и подтверждаете в нём каждый запрос.',
  ownTitle: 'Только ваше',
  ownText: 'Ключи есть только у вас: никто, даже этот сайт, не может ничего вывести из кошелька без вашего согласия.',
  getAWallet: 'Завести кошелёк',
  pickWallet: 'Выберите кошелёк, чтобы узнать, где его скачать. Когда установите его, вернитесь и подключите.',
  wallets: 'Кошельки для установки',
  loadingWallets: 'Загрузка кошельков',
  listFailed: 'Не удалось загрузить список кошельков.',
  tryAgain: 'Повторить',
  getTitle: 'Скачать {wallet}',
  getHint: 'Установите {wallet} из одного из этих источников, затем вернитесь и снова выберите его.',
  downloads: 'Где скачать {wallet}',
  noDownloads: 'Этот кошелёк не указал, где его скачать.',
  opensInNewTab: '(откроется в новой вкладке)',
  dontHave: 'Нет {wallet}?',
  get: 'Скачать',
  getLabel: 'Скачать {wallet}',
  chrome: 'Расширение для Chrome',
  firefox: 'Дополнение для Firefox',
  ios: 'Приложение для iPhone (App Store)',
  android: 'Приложение для Android (Google Play)',
  desktop: 'Приложение для компьютера',
  website: 'Сайт',
}

export const ruWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: 'Что такое кошелёк?',
  GetWallet: 'Завести кошелёк',
}
