import type { Catalogue } from '../catalogue.ts'

export const deButtons: Catalogue['buttons'] = {
  connectWallet: 'Wallet verbinden',
  connecting: 'Wird verbunden…',
  account: 'Konto',
  wrongNetwork: 'Falsches Netzwerk',
  switchNetwork: ', Netzwerk wechseln',
}
