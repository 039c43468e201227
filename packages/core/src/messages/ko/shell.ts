import type { Catalogue } from '../catalogue.ts'

export const koShell: Catalogue['shell'] = {
  header: {
    back: '뒤로',
    close: '닫기',
    loading: '불러오는 중',
    dismissAlert: '알림 닫기',
  },
  connect: {
    or: '또는',
    wallets: '지갑',
    tagRecent: '최근',
    tagInstalled: '설치됨',
    tagQrCode: 'QR 코드',
    allWallets: '모든 지갑',
    noWallet: '이 브라우저에서 지갑을 찾을 수 없어요.',
    newToWallets: '지갑이 처음이신가요?',
    moreWalletsFailed: '다른 지갑 목록을 불러오지 못했어요. 이 브라우저의 지갑은 계속 사용할 수 있어요.',
    tryAgain: '다시 시도',
    loginsUnavailable: {
      email: '지금은 이메일 로그인을 사용할 수 없어요.',
      social: '지금은 소셜 로그인을 사용할 수 없어요.',
      both: '지금은 이메일 및 소셜 로그인을 사용할 수 없어요.',
    },
    legalAgree: {
      both: '{terms} 및 {privacy}에 동의해요',
      terms: '{terms}에 동의해요',
      privacy: '{privacy}에 동의해요',
    },
    termsOfService: '서비스 이용약관',
    privacyPolicy: '개인정보 처리방침',
    legalFirst: '연결하려면 체크박스를 선택해 주세요.',
    continueWithWallet: '지갑으로 계속하기',
  },
}

export const koShellTitles: Catalogue['shellTitles'] = {
  Connect: '지갑 연결',
  AllWallets: '모든 지갑',
  ConnectingWalletConnectBasic: '지갑 연결',
  Account: '계정',
  Networks: '네트워크 선택',
  UnsupportedChain: '네트워크 전환',
}
