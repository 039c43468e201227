import type { Catalogue } from '../catalogue.ts'

export const esOnramp: Catalogue['onramp'] = {
  amount: 'Monto a pagar',
  presetLabel: 'Pagar {amount}',
  currency: 'Moneda',
  method: 'Método de pago',
  methods: { card: 'Tarjeta', bank_account: 'Cuenta bancaria' },
  asset: 'Cripto a comprar',
  assetOn: '{symbol} en {network}',
  limits: 'De {min} a {max} {currency} con {method}',
  provider: 'Proveedor',
  problems: {
    amount: 'Ingresa un monto mayor que 0, con 2 decimales como máximo.',
    limits: 'El monto debe estar entre {min} y {max} {currency} para pagos con {method}.',
    nothingToBuy: 'No se puede comprar nada en {network} en este momento.',
    unavailable: 'No se pudo abrir la página del proveedor. Inténtalo de nuevo.',
  },
  away: {
    title: 'La compra no está disponible en este momento.',
    note: 'Volverá a estar disponible aquí automáticamente en cuanto el servicio responda.',
  },
  fallbackOptions: 'Mostrando las monedas estándar: no se pudo cargar la lista del proveedor.',
  quote: 'Cotización',
  youGet: 'Recibes',
  networkFee: 'Comisión de red',
  providerFee: 'Comisión del proveedor',
  total: 'Total',
  quoting: 'Obteniendo una cotización…',
  quoteUnavailable: 'No hay cotización por ahora: el proveedor muestra el precio en su página.',
  continue: 'Continuar',
  opening: 'Abriendo…',
  waiting: 'Esperando tu compra…',
  waitingNote: 'Termina de pagar en la página de {provider}. Tu {symbol} aparecerá aquí cuando llegue a tu billetera.',
  blocked: 'Tu navegador bloqueó la ventana del proveedor.',
  openPage: 'Abrir la página de {provider}',
  done: 'Tu {symbol} llegó.',
  holding: 'Ahora tienes {amount} {symbol}.',
  finished: 'Ya terminé',
  backToAccount: 'Volver a la cuenta',
}

export const esOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: 'Comprar cripto',
  WalletOnrampPurchase: 'Comprar cripto',
}
