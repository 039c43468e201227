import type { Catalogue } from '../catalogue.ts'

export const koSocial: Catalogue['social'] = {
  socialLogins: '소셜 로그인',
  continueWith: '{provider} 계정으로 계속하기',
  logInWith: '{provider} 계정으로 로그인',
  logInWithAccount: '계정으로 로그인',
  continueInWindow: '열린 {provider} 창에서 계속하세요.',
  continueInAccountWindow: '열린 로그인 창에서 계속하세요.',
  loginFailed: '로그인 실패',
  authenticating: '인증 중…',
  creatingSession: '세션을 만드는 중…',
  tryAgain: '다시 시도',
  farcasterFailed: 'Farcaster 로그인을 완료하지 못했어요.',
  farcasterQrLabel: 'Farcaster 로그인용 QR 코드: 휴대폰으로 스캔하세요',
  preparingQr: 'QR 코드 준비 중',
  farcasterScan: '휴대폰 카메라나 Farcaster 앱으로 스캔한 다음, 앱에서 로그인하세요.',
  openFarcaster: 'Farcaster 열기',
  copyLink: '링크 복사',
}

export const koSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: '로그인',
  ConnectingFarcaster: 'Farcaster',
}
