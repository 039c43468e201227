import type { Catalogue } from '../catalogue.ts'

export const deReceive: Catalogue['receive'] = {
  qrLabel: 'QR-Code deiner Adresse {address}',
  address: 'Deine Adresse',
  copy: 'Adresse kopieren',
  networks: 'Netzwerke, auf denen diese Adresse empfängt',
  warning: 'Sende an diese Adresse nur auf diesen Netzwerken. Token, die auf einem anderen Netzwerk gesendet werden, können verloren gehen.',
}

export const deReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: 'Empfangen',
}
