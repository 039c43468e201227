import type { Catalogue } from '../catalogue.ts'

export const ruSiwx: Catalogue['siwx'] = {
  heading: 'Вход в {app}',
  whatItIs: 'Подпишите сообщение, чтобы подтвердить, что этот аккаунт ваш. Подпись бесплатна и не отправляет транзакцию.',
  inWallet: 'Кошелёк покажет сообщение для подписи.',
  inFrame: 'Сообщение появится в защищённом окне, где вы сможете его подтвердить.',
  cancelDisconnects: 'При отмене кошелёк будет отключён.',
  account: 'Аккаунт',
  sign: 'Войти',
  signing: 'Ждём вашу подпись…',
  cancel: 'Отмена',
  required: '{app} требует входа. Подпишите сообщение или отмените, чтобы отключиться.',
  failed: 'Не удалось войти. Попробуйте ещё раз.',
}

export const ruSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'Вход',
  ConnectingSiwe: 'Вход',
}
