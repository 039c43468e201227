import type { Catalogue } from '../catalogue.ts'

export const esWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'Un hogar para tus activos digitales',
  homeText: 'Una billetera guarda tus tokens y coleccionables, y las claves que demuestran que son tuyos.',
  loginTitle: 'Una nueva forma de iniciar sesión',
  loginText: 'En lugar de crear una cuenta y una contraseña nuevas en cada sitio, conectas tu billetera y apruebas cada solicitud en ella.',
  ownTitle: 'Solo tuya',
  ownText: 'Solo tú tienes sus claves: nadie, ni siquiera este sitio, puede mover lo que contiene sin tu aprobación.',
  getAWallet: 'Obtener una billetera',
  pickWallet: 'Elige una billetera para ver dónde conseguirla. Cuando esté instalada, vuelve y conéctala.',
  wallets: 'Billeteras disponibles',
  loadingWallets: 'Cargando billeteras',
  listFailed: 'No se pudo cargar la lista de billeteras.',
  tryAgain: 'Intentar de nuevo',
  getTitle: 'Obtener {wallet}',
  getHint: 'Instala {wallet} desde una de estas opciones, luego vuelve y elígela de nuevo.',
  downloads: 'Dónde obtener {wallet}',
  noDownloads: 'Esta billetera no indica dónde obtenerla.',
  opensInNewTab: '(se abre en una pestaña nueva)',
  dontHave: '¿No tienes {wallet}?',
  get: 'Obtener',
  getLabel: 'Obtener {wallet}',
  chrome: 'Extensión de Chrome',
  firefox: 'Complemento de Firefox',
  ios: 'App para iPhone (App Store)',
  android: 'App para Android (Google Play)',
  desktop: 'App de escritorio',
  website: 'Sitio web',
}

export const esWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: '¿Qué es una billetera?',
  GetWallet: 'Obtener una billetera',
}
