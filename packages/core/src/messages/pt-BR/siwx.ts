import type { Catalogue } from '../catalogue.ts'

export const ptBRSiwx: Catalogue['siwx'] = {
  heading: 'Entrar em {app}',
  whatItIs: 'Assine uma mensagem para provar que esta conta é sua. Assinar é grátis e não envia nenhuma transação.',
  inWallet: 'Sua carteira mostrará a mensagem para você assinar.',
  inFrame: 'A mensagem aparecerá em uma janela segura para você aprovar.',
  cancelDisconnects: 'Cancelar desconecta sua carteira.',
  account: 'Conta',
  sign: 'Entrar',
  signing: 'Aguardando sua assinatura…',
  cancel: 'Cancelar',
  required: '{app} precisa que você entre. Assine a mensagem ou cancele para desconectar.',
  failed: 'Não foi possível entrar. Tente novamente.',
}

export const ptBRSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'Entrar',
  ConnectingSiwe: 'Entrar',
}
