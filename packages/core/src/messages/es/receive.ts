import type { Catalogue } from '../catalogue.ts'

export const esReceive: Catalogue['receive'] = {
  qrLabel: 'Código QR de tu dirección {address}',
  address: 'Tu dirección',
  copy: 'Copiar dirección',
  networks: 'Redes en las que esta dirección recibe',
  warning: 'Envía a esta dirección solo en estas redes. Los tokens enviados en otra red podrían perderse.',
}

export const esReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: 'Recibir',
}
