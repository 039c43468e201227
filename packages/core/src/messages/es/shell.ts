import type { Catalogue } from '../catalogue.ts'

export const esShell: Catalogue['shell'] = {
  header: {
    back: 'Atrás',
    close: 'Cerrar',
    loading: 'Cargando',
    dismissAlert: 'Cerrar alerta',
  },
  connect: {
    or: 'o',
    wallets: 'Billeteras',
    tagRecent: 'Reciente',
    tagInstalled: 'Instalada',
    tagQrCode: 'Código QR',
    allWallets: 'Todas las billeteras',
    noWallet: 'No se encontró ninguna billetera en este navegador.',
    newToWallets: '¿Primera vez con una billetera?',
    moreWalletsFailed: 'No se pudieron cargar más billeteras. Las billeteras de este navegador siguen funcionando.',
    tryAgain: 'Intentar de nuevo',
    loginsUnavailable: {
      email: 'El inicio de sesión con correo no está disponible en este momento.',
      social: 'El inicio de sesión con redes sociales no está disponible en este momento.',
      both: 'El inicio de sesión con correo y con redes sociales no está disponible en este momento.',
    },
    legalAgree: {
      both: 'Acepto los {terms} y la {privacy}',
      terms: 'Acepto los {terms}',
      privacy: 'Acepto la {privacy}',
    },
    termsOfService: 'Términos del servicio',
    privacyPolicy: 'Política de privacidad',
    legalFirst: 'Marca la casilla para conectarte.',
    continueWithWallet: 'Continuar con una billetera',
  },
}

export const esShellTitles: Catalogue['shellTitles'] = {
  Connect: 'Conectar billetera',
  AllWallets: 'Todas las billeteras',
  ConnectingWalletConnectBasic: 'Conectar billetera',
  Account: 'Cuenta',
  Networks: 'Elegir red',
  UnsupportedChain: 'Cambiar de red',
}
