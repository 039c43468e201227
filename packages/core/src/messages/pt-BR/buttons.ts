import type { Catalogue } from '../catalogue.ts'

export const ptBRButtons: Catalogue['buttons'] = {
  connectWallet: 'Conectar carteira',
  connecting: 'Conectando…',
  account: 'Conta',
  wrongNetwork: 'Rede errada',
  switchNetwork: ', trocar de rede',
}
