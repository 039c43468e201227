import type { Catalogue } from '../catalogue.ts'

export const trReceive: Catalogue['receive'] = {
  qrLabel: 'Adresinizin QR kodu: {address}',
  address: 'Adresiniz',
  copy: 'Adresi kopyala',
  networks: 'Bu adresin alım yapabildiği ağlar',
  warning: 'Bu adrese yalnızca bu ağlarda gönderim yapın. Başka bir ağda gönderilen tokenler kaybolabilir.',
}

export const trReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: 'Al',
}
