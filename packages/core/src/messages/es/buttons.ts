import type { Catalogue } from '../catalogue.ts'

export const esButtons: Catalogue['buttons'] = {
  connectWallet: 'Conectar billetera',
  connecting: 'Conectando…',
  account: 'Cuenta',
  wrongNetwork: 'Red incorrecta',
  switchNetwork: ', cambiar de red',
}
