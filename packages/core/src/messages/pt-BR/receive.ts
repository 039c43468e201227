import type { Catalogue } from '../catalogue.ts'

export const ptBRReceive: Catalogue['receive'] = {
  qrLabel: 'QR code do seu endereço {address}',
  address: 'Seu endereço',
  copy: 'Copiar endereço',
  networks: 'Redes em que este endereço recebe',
  warning: 'Envie para este endereço somente nestas redes. Tokens enviados em outra rede podem ser perdidos.',
}

export const ptBRReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: 'Receber',
}
