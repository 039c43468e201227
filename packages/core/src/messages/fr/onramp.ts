import type { Catalogue } from '../catalogue.ts'

export const frOnramp: Catalogue['onramp'] = {
  amount: 'Montant à payer',
  presetLabel: 'Payer {amount}',
  currency: 'Devise',
  method: 'Moyen de paiement',
  methods: { card: 'Carte', bank_account: 'Compte bancaire' },
  asset: 'Crypto à acheter',
  assetOn: '{symbol} sur {network}',
  limits: 'De {min} à {max} {currency} par {method}',
  provider: 'Fournisseur',
  problems: {
    amount: 'Saisissez un montant supérieur à 0, avec au plus 2 décimales.',
    limits: 'Le montant doit être compris entre {min} et {max} {currency} pour les paiements par {method}.',
    nothingToBuy: 'Rien ne peut être acheté sur {network} pour le moment.',
    unavailable: 'Impossible d’ouvrir la page du fournisseur. Veuillez réessayer.',
  },
  away: {
    title: 'L’achat est indisponible pour le moment.',
    note: 'Il redeviendra disponible ici automatiquement dès que le service répondra.',
  },
  fallbackOptions: 'Affichage des devises standard : la liste du fournisseur n’a pas pu être chargée.',
  quote: 'Cotation',
  youGet: 'Vous recevez',
  networkFee: 'Frais de réseau',
  providerFee: 'Frais du fournisseur',
  total: 'Total',
  quoting: 'Obtention d’une cotation…',
  quoteUnavailable: 'Pas de cotation pour le moment : le fournisseur affiche le prix sur sa page.',
  continue: 'Continuer',
  opening: 'Ouverture…',
  waiting: 'En attente de votre achat…',
  waitingNote: 'Terminez le paiement sur la page de {provider}. Vos {symbol} s’afficheront ici dès leur arrivée dans votre portefeuille.',
  blocked: 'Votre navigateur a bloqué la fenêtre du fournisseur.',
  openPage: 'Ouvrir la page de {provider}',
  done: 'Vos {symbol} sont arrivés.',
  holding: 'Vous détenez maintenant {amount} {symbol}.',
  finished: 'J’ai terminé',
  backToAccount: 'Retour au compte',
}

export const frOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: 'Acheter des cryptos',
  WalletOnrampPurchase: 'Acheter des cryptos',
}
