import type { Catalogue } from '../catalogue.ts'

export const ukButtons: Catalogue['buttons'] = {
  connectWallet: 'Підключити гаманець',
  connecting: 'Підключення…',
  account: 'Акаунт',
  wrongNetwork: 'Неправильна мережа',
  switchNetwork: ', змінити мережу',
}
