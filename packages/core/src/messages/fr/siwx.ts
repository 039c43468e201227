import type { Catalogue } from '../catalogue.ts'

export const frSiwx: Catalogue['siwx'] = {
  heading: 'Se connecter à {app}',
  whatItIs: 'Signez un message pour prouver que ce compte vous appartient. La signature est gratuite et n’envoie aucune transaction.',
  inWallet: 'Votre portefeuille affichera le message à signer.',
  inFrame: 'Le message s’affichera dans une fenêtre sécurisée pour que vous l’approuviez.',
  cancelDisconnects: 'Annuler déconnecte votre portefeuille.',
  account: 'Compte',
  sign: 'Se connecter',
  signing: 'En attente de votre signature…',
  cancel: 'Annuler',
  required: '{app} vous demande de vous connecter. Signez le message, ou annulez pour vous déconnecter.',
  failed: 'La connexion a échoué. Veuillez réessayer.',
}

export const frSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'Connexion',
  ConnectingSiwe: 'Connexion',
}
