import type { Catalogue } from '../catalogue.ts'

export const koWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: '디지털 자산을 위한 공간',
  homeText: '지갑은 토큰과 NFT 같은 수집품, 그리고 그것이 내 것임을 증명하는 키를 보관해요.',
  loginTitle: '새로운 로그인 방식',
  loginText: '사이트마다 새 계정과 비밀번호를 만드는 대신, 지갑을 연결하고 각 요청을 지갑에서 승인해요.',
  ownTitle: '오직 나만의 것',
  ownText: '키는 나만 가지고 있어요. 이 사이트를 포함해 누구도 내 승인 없이 지갑 안의 자산을 옮길 수 없어요.',
  getAWallet: '지갑 다운로드',
  pickWallet: '지갑을 선택하면 다운로드할 수 있는 곳을 보여 드려요. 설치한 후 돌아와서 연결하세요.',
  wallets: '다운로드할 수 있는 지갑',
  loadingWallets: '지갑 불러오는 중',
  listFailed: '지갑 목록을 불러오지 못했어요.',
  tryAgain: '다시 시도',
  getTitle: '{wallet} 다운로드',
  getHint: '아래 중 한 곳에서 {wallet} 설치 후, 돌아와서 다시 선택하세요.',
  downloads: '{wallet} 다운로드 위치',
  noDownloads: '이 지갑은 다운로드 위치를 제공하지 않아요.',
  opensInNewTab: '(새 탭에서 열림)',
  dontHave: '아직 {wallet} 없으신가요?',
  get: '다운로드',
  getLabel: '{wallet} 다운로드',
  chrome: 'Chrome 확장 프로그램',
  firefox: 'Firefox 부가 기능',
  ios: 'iPhone 앱 (App Store)',
  android: 'Android 앱 (Google Play)',
  desktop: '데스크톱 앱',
  website: '웹사이트',
}

export const koWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: '지갑이란?',
  GetWallet: '지갑 다운로드',
}
