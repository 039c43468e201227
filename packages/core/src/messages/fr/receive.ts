import type { Catalogue } from '../catalogue.ts'

export const frReceive: Catalogue['receive'] = {
  qrLabel: 'QR code de votre adresse {address}',
  address: 'Votre adresse',
  copy: 'Copier l’adresse',
  networks: 'Réseaux sur lesquels cette adresse peut recevoir',
  warning: 'N’envoyez à cette adresse que sur ces réseaux. Les jetons envoyés sur un autre réseau peuvent être perdus.',
}

export const frReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: 'Recevoir',
}
