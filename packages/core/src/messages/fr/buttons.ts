import type { Catalogue } from '../catalogue.ts'

export const frButtons: Catalogue['buttons'] = {
  connectWallet: 'Connecter un portefeuille',
  connecting: 'Connexion…',
  account: 'Compte',
  wrongNetwork: 'Mauvais réseau',
  switchNetwork: ', changer de réseau',
}
