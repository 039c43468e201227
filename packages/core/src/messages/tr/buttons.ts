import type { Catalogue } from '../catalogue.ts'

export const trButtons: Catalogue['buttons'] = {
  connectWallet: 'Cüzdan bağla',
  connecting: 'Bağlanıyor…',
  account: 'Hesap',
  wrongNetwork: 'Yanlış ağ',
  switchNetwork: ', ağı değiştir',
}
