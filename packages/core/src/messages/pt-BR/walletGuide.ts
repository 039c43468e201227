import type { Catalogue } from '../catalogue.ts'

export const ptBRWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'Um lugar para seus ativos digitais',
  homeText: 'Uma carteira guarda seus tokens e colecionáveis, e as chaves que provam que eles são seus.',
  loginTitle: 'Um novo jeito de fazer login',
  loginText: 'Em vez de criar uma conta e uma senha em cada site, você conecta sua carteira e aprova cada solicitação nela.',
  ownTitle: 'Só sua',
  ownText: 'Só você tem as chaves dela: ninguém, nem mesmo este site, pode mover o que está nela sem a sua aprovação.',
  getAWallet: 'Obter uma carteira',
  pickWallet: 'Escolha uma carteira para ver onde obtê-la. Depois de instalá-la, volte e conecte-a.',
  wallets: 'Carteiras para obter',
  loadingWallets: 'Carregando carteiras',
  listFailed: 'Não foi possível carregar a lista de carteiras.',
  tryAgain: 'Tentar novamente',
  getTitle: 'Obter {wallet}',
  getHint: 'Instale {wallet} por uma destas opções, depois volte e escolha a carteira de novo.',
  downloads: 'Onde obter {wallet}',
  noDownloads: 'Esta carteira não informa onde obtê-la.',
  opensInNewTab: '(abre em uma nova aba)',
  dontHave: 'Não tem {wallet}?',
  get: 'Obter',
  getLabel: 'Obter {wallet}',
  chrome: 'Extensão do Chrome',
  firefox: 'Complemento do Firefox',
  ios: 'App para iPhone (App Store)',
  android: 'App para Android (Google Play)',
  desktop: 'App para computador',
  website: 'Site',
}

export const ptBRWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: 'O que é uma carteira?',
  GetWallet: 'Obter uma carteira',
}
