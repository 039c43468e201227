import type { Catalogue } from '../catalogue.ts'

export const frWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'Un espace pour vos actifs numériques',
  homeText: 'Un portefeuille conserve vos jetons et objets de collection, ainsi que les clés qui prouvent qu’ils vous appartiennent.',
  loginTitle: 'Une nouvelle façon de vous connecter',
  loginText: 'Au lieu de créer un compte et un mot de passe sur chaque site, vous connectez votre portefeuille et y approuvez chaque demande.',
  ownTitle: 'À vous seul',
  ownText: 'Vous seul détenez ses clés : personne, pas même ce site, ne peut déplacer ce qu’il contient sans votre accord.',
  getAWallet: 'Obtenir un portefeuille',
  pickWallet: 'Choisissez un portefeuille pour savoir où l’obtenir. Une fois qu’il est installé, revenez et connectez-le.',
  wallets: 'Portefeuilles disponibles',
  loadingWallets: 'Chargement des portefeuilles',
  listFailed: 'Impossible de charger la liste des portefeuilles.',
  tryAgain: 'Réessayer',
  getTitle: 'Obtenir {wallet}',
  getHint: 'Installez {wallet} depuis l’une de ces sources, puis revenez et choisissez-le à nouveau.',
  downloads: 'Où obtenir {wallet}',
  noDownloads: 'Ce portefeuille n’indique pas où l’obtenir.',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  dontHave: 'Vous n’avez pas {wallet} ?',
  get: 'Obtenir',
  getLabel: 'Obtenir {wallet}',
  chrome: 'Extension Chrome',
  firefox: 'Module complémentaire Firefox',
  ios: 'Application iPhone (App Store)',
  android: 'Application Android (Google Play)',
  desktop: 'Application de bureau',
  website: 'Site web',
}

export const frWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: 'Qu’est-ce qu’un portefeuille ?',
  GetWallet: 'Obtenir un portefeuille',
}
