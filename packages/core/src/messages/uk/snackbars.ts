import type { Catalogue } from '../catalogue.ts'

export const ukSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'Баланс токенів недоступний',
  TRANSACTION_STARTED: 'Транзакцію розпочато',
  SOMETHING_WENT_WRONG: 'Щось пішло не так',
  SEND_FAILED: 'Не вдалося надіслати транзакцію. Спробуйте ще раз.',
  FETCH_TRANSACTIONS_FAILED: 'Не вдалося завантажити транзакції',
  AUTH_INIT_FAILED: 'Не вдалося запустити автентифікацію',
  SIGNATURE_DECLINED: 'Підпис відхилено',
  CALLS_UNSUPPORTED: 'Цей гаманець не може надіслати цей пакет викликів',
  SMART_ACCOUNTS_UNSUPPORTED: 'Цей застосунок може не підтримувати смарт-акаунти',
  AUTHENTICATING: 'Автентифікація…',
  ADDRESS_COPIED: 'Адресу скопійовано',
  LINK_COPIED: 'Посилання скопійовано',
  NETWORK_SWITCH_FAILED: 'Не вдалося змінити мережу',
  ACTION_NOT_ALLOWED: 'Дія не дозволена',
  CHAIN_NOT_SUPPORTED: 'Мережа не підтримується',
}
