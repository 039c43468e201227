import type { Catalogue } from '../catalogue.ts'

export const ptBRSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'Saldo de tokens indisponível',
  TRANSACTION_STARTED: 'Transação iniciada',
  SOMETHING_WENT_WRONG: 'Algo deu errado',
  SEND_FAILED: 'Falha ao enviar a transação. Tente novamente.',
  FETCH_TRANSACTIONS_FAILED: 'Falha ao carregar as transações',
  AUTH_INIT_FAILED: 'Ocorreu um problema ao iniciar a autenticação',
  SIGNATURE_DECLINED: 'Assinatura recusada',
  CALLS_UNSUPPORTED: 'Esta carteira não consegue enviar este lote de chamadas',
  SMART_ACCOUNTS_UNSUPPORTED: 'Este app talvez não seja compatível com contas inteligentes',
  AUTHENTICATING: 'Autenticando…',
  ADDRESS_COPIED: 'Endereço copiado',
  LINK_COPIED: 'Link copiado',
  NETWORK_SWITCH_FAILED: 'Falha ao trocar de rede',
  ACTION_NOT_ALLOWED: 'Ação não permitida',
  CHAIN_NOT_SUPPORTED: 'Esta rede não é suportada',
}
