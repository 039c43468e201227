import type { Catalogue } from '../catalogue.ts'

export const frShell: Catalogue['shell'] = {
  header: {
    back: 'Retour',
    close: 'Fermer',
    loading: 'Chargement',
    dismissAlert: 'Fermer l’alerte',
  },
  connect: {
    or: 'ou',
    wallets: 'Portefeuilles',
    tagRecent: 'Récent',
    tagInstalled: 'Installé',
    tagQrCode: 'QR code',
    allWallets: 'Tous les portefeuilles',
    noWallet: 'Aucun portefeuille trouvé dans ce navigateur.',
    newToWallets: 'Vous découvrez les portefeuilles ?',
    moreWalletsFailed: 'Impossible de charger plus de portefeuilles. Les portefeuilles de ce navigateur fonctionnent toujours.',
    tryAgain: 'Réessayer',
    loginsUnavailable: {
      email: 'La connexion par e-mail est indisponible pour le moment.',
      social: 'La connexion via les réseaux sociaux est indisponible pour le moment.',
      both: 'La connexion par e-mail et via les réseaux sociaux est indisponible pour le moment.',
    },
    legalAgree: {
      both: 'J’accepte les {terms} et la {privacy}',
      terms: 'J’accepte les {terms}',
      privacy: 'J’accepte la {privacy}',
    },
    termsOfService: 'Conditions d’utilisation',
    privacyPolicy: 'Politique de confidentialité',
    legalFirst: 'Cochez la case pour vous connecter.',
    continueWithWallet: 'Continuer avec un portefeuille',
  },
}

export const frShellTitles: Catalogue['shellTitles'] = {
  Connect: 'Connecter un portefeuille',
  AllWallets: 'Tous les portefeuilles',
  ConnectingWalletConnectBasic: 'Connecter un portefeuille',
  Account: 'Compte',
  Networks: 'Choisir un réseau',
  UnsupportedChain: 'Changer de réseau',
}
