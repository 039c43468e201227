import type { Catalogue } from '../catalogue.ts'

export const frSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'Solde des jetons indisponible',
  TRANSACTION_STARTED: 'Transaction lancée',
  SOMETHING_WENT_WRONG: 'Une erreur est survenue',
  SEND_FAILED: 'Échec de l’envoi de la transaction. Veuillez réessayer.',
  FETCH_TRANSACTIONS_FAILED: 'Impossible de récupérer les transactions',
  AUTH_INIT_FAILED: 'Un problème est survenu lors de l’initialisation de l’authentification',
  SIGNATURE_DECLINED: 'Signature refusée',
  CALLS_UNSUPPORTED: 'Ce portefeuille ne peut pas envoyer ce lot d’appels',
  SMART_ACCOUNTS_UNSUPPORTED: 'Cette application ne prend peut-être pas en charge les comptes intelligents',
  AUTHENTICATING: 'Authentification…',
  ADDRESS_COPIED: 'Adresse copiée',
  LINK_COPIED: 'Lien copié',
  NETWORK_SWITCH_FAILED: 'Impossible de changer de réseau',
  ACTION_NOT_ALLOWED: 'Action non autorisée',
  CHAIN_NOT_SUPPORTED: 'Ce réseau n’est pas pris en charge',
}
