import type { Catalogue } from '../catalogue.ts'

export const ukOnramp: Catalogue['onramp'] = {
  amount: 'Сума до сплати',
  presetLabel: 'Сплатити {amount}',
  currency: 'Валюта',
  method: 'Спосіб оплати',
  methods: { card: 'Картка', bank_account: 'Банківський рахунок' },
  asset: 'Криптовалюта для купівлі',
  assetOn: '{symbol} у мережі {network}',
  limits: 'Від {min} до {max} {currency}, спосіб оплати: {method}',
  provider: 'Провайдер',
  problems: {
    amount: 'Введіть суму більше 0, не більше 2 знаків після коми.',
    limits: 'Для оплати способом «{method}» сума має бути від {min} до {max} {currency}.',
    nothingToBuy: 'Зараз у мережі {network} нічого не можна купити.',
    unavailable: 'Не вдалося відкрити сторінку провайдера. Спробуйте ще раз.',
  },
  away: {
    title: 'Купівля зараз недоступна.',
    note: 'Вона знову стане доступною тут, щойно сервіс відповість.',
  },
  fallbackOptions: 'Показано стандартні валюти: не вдалося завантажити список провайдера.',
  quote: 'Котирування',
  youGet: 'Ви отримаєте',
  networkFee: 'Комісія мережі',
  providerFee: 'Комісія провайдера',
  total: 'Разом',
  quoting: 'Отримуємо котирування…',
  quoteUnavailable: 'Котирування зараз немає: провайдер покаже ціну на своїй сторінці.',
  continue: 'Продовжити',
  opening: 'Відкриваємо…',
  waiting: 'Чекаємо на вашу покупку…',
  waitingNote: 'Завершіть оплату на сторінці {provider}. Щойно {symbol} надійде у ваш гаманець, це з’явиться тут.',
  blocked: 'Браузер заблокував вікно провайдера.',
  openPage: 'Відкрити сторінку {provider}',
  done: '{symbol} уже у вашому гаманці.',
  holding: 'Тепер у вас {amount} {symbol}.',
  finished: 'Готово',
  backToAccount: 'Назад до акаунта',
}

export const ukOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: 'Купити криптовалюту',
  WalletOnrampPurchase: 'Купити криптовалюту',
}
