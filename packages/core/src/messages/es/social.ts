import type { Catalogue } from '../catalogue.ts'

export const esSocial: Catalogue['social'] = {
  socialLogins: 'Inicio de sesión con redes sociales',
  continueWith: 'Continuar con {provider}',
  logInWith: 'Iniciar sesión con {provider}',
  logInWithAccount: 'Iniciar sesión con tu cuenta',
  continueInWindow: 'Continúa en la ventana de {provider} que se abrió.',
  continueInAccountWindow: 'Continúa en la ventana de inicio de sesión que se abrió.',
  loginFailed: 'Error al iniciar sesión',
  authenticating: 'Autenticando…',
  creatingSession: 'Creando tu sesión…',
  tryAgain: 'Intentar de nuevo',
  farcasterFailed: 'El inicio de sesión con Farcaster no se completó.',
  farcasterQrLabel: 'Código QR para iniciar sesión con Farcaster: escanéalo con tu teléfono',
  preparingQr: 'Preparando el código QR',
  farcasterScan: 'Escanéalo con la cámara de tu teléfono o con la app de Farcaster, y luego inicia sesión ahí.',
  openFarcaster: 'Abrir Farcaster',
  copyLink: 'Copiar enlace',
}

export const esSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'Iniciar sesión',
  ConnectingFarcaster: 'Farcaster',
}
