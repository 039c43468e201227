import type { Catalogue } from '../catalogue.ts'

export const ruSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'Баланс токенов недоступен',
  TRANSACTION_STARTED: 'Транзакция запущена',
  SOMETHING_WENT_WRONG: 'Что-то пошло не так',
  SEND_FAILED: 'Не удалось отправить транзакцию. Попробуйте ещё раз.',
  FETCH_TRANSACTIONS_FAILED: 'Не удалось загрузить транзакции',
  AUTH_INIT_FAILED: 'Не удалось запустить аутентификацию',
  SIGNATURE_DECLINED: 'Подпись отклонена',
  CALLS_UNSUPPORTED: 'Этот кошелёк не может отправить этот пакет вызовов',
  SMART_ACCOUNTS_UNSUPPORTED: 'Это приложение может не поддерживать смарт-аккаунты',
  AUTHENTICATING: 'Аутентификация…',
  ADDRESS_COPIED: 'Адрес скопирован',
  LINK_COPIED: 'Ссылка скопирована',
  NETWORK_SWITCH_FAILED: 'Не удалось сменить сеть',
  ACTION_NOT_ALLOWED: 'Действие не разрешено',
  CHAIN_NOT_SUPPORTED: 'Сеть не поддерживается',
}
