import type { Catalogue } from '../catalogue.ts'

export const ruButtons: Catalogue['buttons'] = {
  connectWallet: 'Подключить кошелёк',
  connecting: 'Подключение…',
  account: 'Аккаунт',
  wrongNetwork: 'Неверная сеть',
  switchNetwork: ', сменить сеть',
}
