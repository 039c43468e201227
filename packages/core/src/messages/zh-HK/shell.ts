import type { Catalogue } from '../catalogue.ts'

export const zhHKShell: Catalogue['shell'] = {
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
      email: '電郵登入目前無法使用。',
      social: '社交平台登入目前無法使用。',
      both: '電郵和社交平台登入目前無法使用。',
    },
    legalAgree: {
      both: '我同意{terms}和{privacy}',
      terms: '我同意{terms}',
      privacy: '我同意{privacy}',
    },
    termsOfService: '服務條款',
    privacyPolicy: '私隱政策',
    legalFirst: '剔選此方格即可連接。',
    continueWithWallet: '使用錢包繼續',
  },
}

export const zhHKShellTitles: Catalogue['shellTitles'] = {
  Connect: '連接錢包',
  AllWallets: '所有錢包',
  ConnectingWalletConnectBasic: '連接錢包',
  Account: '帳戶',
  Networks: '選擇網絡',
  UnsupportedChain: '切換網絡',
}
