import type { Catalogue } from '../catalogue.ts'

export const zhTWShell: Catalogue['shell'] = {
  header: {
    back: '返回',
    close: '關閉',
    loading: '載入中',
    dismissAlert: '關閉提示',
  },
  connect: {
    or: '或',
    wallets: '錢包',
    tagRecent: '最近使用',
    tagInstalled: '已安裝',
    tagQrCode: 'QR Code',
    allWallets: '所有錢包',
    noWallet: '在此瀏覽器中找不到錢包。',
    newToWallets: '第一次使用錢包？',
    moreWalletsFailed: '無法載入更多錢包。此瀏覽器中的錢包仍可正常使用。',
    tryAgain: '再試一次',
    loginsUnavailable: {
      email: '電子郵件登入目前無法使用。',
      social: '社群登入目前無法使用。',
      both: '電子郵件和社群登入目前無法使用。',
    },
    legalAgree: {
      both: '我同意{terms}和{privacy}',
      terms: '我同意{terms}',
      privacy: '我同意{privacy}',
    },
    termsOfService: '服務條款',
    privacyPolicy: '隱私權政策',
    legalFirst: '勾選此方框即可連結。',
    continueWithWallet: '使用錢包繼續',
  },
}

export const zhTWShellTitles: Catalogue['shellTitles'] = {
  Connect: '連結錢包',
  AllWallets: '所有錢包',
  ConnectingWalletConnectBasic: '連結錢包',
  Account: '帳戶',
  Networks: '選擇網路',
  UnsupportedChain: '切換網路',
}
