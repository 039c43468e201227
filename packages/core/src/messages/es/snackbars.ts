import type { Catalogue } from '../catalogue.ts'

export const esSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'Saldo de tokens no disponible',
  TRANSACTION_STARTED: 'Transacción iniciada',
  SOMETHING_WENT_WRONG: 'Algo salió mal',
  SEND_FAILED: 'No se pudo enviar la transacción. Inténtalo de nuevo.',
  FETCH_TRANSACTIONS_FAILED: 'No se pudieron cargar las transacciones',
  AUTH_INIT_FAILED: 'Hubo un problema al iniciar la autenticación',
  SIGNATURE_DECLINED: 'Firma rechazada',
  CALLS_UNSUPPORTED: 'Esta billetera no puede enviar este lote de llamadas',
  SMART_ACCOUNTS_UNSUPPORTED: 'Es posible que esta aplicación no admita cuentas inteligentes',
  AUTHENTICATING: 'Autenticando…',
  ADDRESS_COPIED: 'Dirección copiada',
  LINK_COPIED: 'Enlace copiado',
  NETWORK_SWITCH_FAILED: 'No se pudo cambiar de red',
  ACTION_NOT_ALLOWED: 'Acción no permitida',
  CHAIN_NOT_SUPPORTED: 'La red no es compatible',
}
