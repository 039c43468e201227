import type { Catalogue } from '../catalogue.ts'

export const ruOnramp: Catalogue['onramp'] = {
  amount: 'Сумма к оплате',
  presetLabel: 'Оплатить {amount}',
  currency: 'Валюта',
  method: 'Способ оплаты',
  methods: { card: 'Карта', bank_account: 'Банковский счёт' },
  asset: 'Криптовалюта для покупки',
  assetOn: '{symbol} в сети {network}',
  limits: 'От {min} до {max} {currency}, способ оплаты: {method}',
  provider: 'Провайдер',
  problems: {
    amount: 'Введите сумму больше 0, не более 2 знаков после запятой.',
    limits: 'Для оплаты способом «{method}» сумма должна быть от {min} до {max} {currency}.',
    nothingToBuy: 'Сейчас в сети {network} ничего нельзя купить.',
    unavailable: 'Не удалось открыть страницу провайдера. Попробуйте ещё раз.',
  },
  away: {
    title: 'Покупка сейчас недоступна.',
    note: 'Она снова станет доступна здесь, как только сервис ответит.',
  },
  fallbackOptions: 'Показаны стандартные валюты: не удалось загрузить список провайдера.',
  quote: 'Котировка',
  youGet: 'Вы получите',
  networkFee: 'Комиссия сети',
  providerFee: 'Комиссия провайдера',
  total: 'Итого',
  quoting: 'Получаем котировку…',
  quoteUnavailable: 'Котировки сейчас нет: провайдер покажет цену на своей странице.',
  continue: 'Продолжить',
  opening: 'Открываем…',
  waiting: 'Ожидаем вашу покупку…',
  waitingNote: 'Завершите оплату на странице {provider}. Как только {symbol} поступит в ваш кошелёк, это отобразится здесь.',
  blocked: 'Браузер заблокировал окно провайдера.',
  openPage: 'Открыть страницу {provider}',
  done: '{symbol} уже в вашем кошельке.',
  holding: 'Теперь у вас {amount} {symbol}.',
  finished: 'Готово',
  backToAccount: 'Назад к аккаунту',
}

export const ruOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: 'Купить криптовалюту',
  WalletOnrampPurchase: 'Купить криптовалюту',
}
