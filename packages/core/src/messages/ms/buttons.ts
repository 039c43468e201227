import type { Catalogue } from '../catalogue.ts'

export const msButtons: Catalogue['buttons'] = {
  connectWallet: 'Sambungkan wallet',
  connecting: 'Menyambung…',
  account: 'Akaun',
  wrongNetwork: 'Rangkaian salah',
  switchNetwork: ', tukar rangkaian',
}
