import type { Catalogue } from '../catalogue.ts'

export const esAuthErrors: Catalogue['authErrors'] = {
  INVALID_EMAIL: 'Ingresa un correo electrónico válido',
  SAME_EMAIL: 'Este ya es el correo de tu billetera',
  INVALID_OTP: 'Ingresa el código de 6 dígitos del correo',
  POPUP_CLOSED: 'La ventana de inicio de sesión se cerró antes de terminar',
  LOGIN_FAILED: 'El inicio de sesión no se completó. Inténtalo de nuevo.',
  TRY_AGAIN_AFTER: 'Inténtalo de nuevo en {seconds} segundos',
  FRAME_ERROR: 'Ocurrió un error',
  SERVER_UNREACHABLE: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  SITE_NOT_ALLOWED: 'El inicio de sesión con correo y redes sociales no está disponible en este sitio.',
  SOMETHING_WENT_WRONG: 'Algo salió mal',
  CODE_NOT_ACCEPTED: 'Ese código no funcionó. Revisa el correo e inténtalo de nuevo, o solicita un código nuevo.',
  CODE_WRONG: 'Ese código no es correcto. Intentos restantes: {count}.',
  CODE_LOCKED: 'Demasiados códigos incorrectos: este código ya no funciona. Solicita un código nuevo.',
  LOCKED_OUT: 'Demasiados códigos incorrectos. Espera unos minutos y luego solicita un código nuevo.',
  MAIL_LIMIT: 'Se solicitaron demasiados correos de inicio de sesión. Inténtalo de nuevo más tarde.',
  LOGIN_CANCELLED: 'El inicio de sesión se canceló en {provider}.',
}
