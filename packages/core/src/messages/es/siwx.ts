import type { Catalogue } from '../catalogue.ts'

export const esSiwx: Catalogue['siwx'] = {
  heading: 'Inicia sesión en {app}',
  whatItIs: 'Firma un mensaje para demostrar que esta cuenta es tuya. Firmar es gratis y no envía ninguna transacción.',
  inWallet: 'Tu billetera te mostrará el mensaje para firmar.',
  inFrame: 'El mensaje aparecerá en una ventana segura para que lo apruebes.',
  cancelDisconnects: 'Si cancelas, se desconectará tu billetera.',
  account: 'Cuenta',
  sign: 'Iniciar sesión',
  signing: 'Esperando tu firma…',
  cancel: 'Cancelar',
  required: '{app} necesita que inicies sesión. Firma el mensaje o cancela para desconectarte.',
  failed: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
}

export const esSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'Iniciar sesión',
  ConnectingSiwe: 'Iniciar sesión',
}
