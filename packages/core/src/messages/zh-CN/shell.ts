import type { Catalogue } from '../catalogue.ts'

export const zhCNShell: Catalogue['shell'] = {
  header: {
    back: '返回',
    close: '关闭',
    loading: '正在加载',
    dismissAlert: '关闭提醒',
  },
  connect: {
    or: '或',
    wallets: '钱包',
    tagRecent: '最近使用',
    tagInstalled: '已安装',
    tagQrCode: '二维码',
    allWallets: '全部钱包',
    noWallet: '此浏览器中未找到钱包。',
    newToWallets: '初次使用钱包？',
    moreWalletsFailed: '无法加载更多钱包。此浏览器中的钱包仍可正常使用。',
    tryAgain: '重试',
    loginsUnavailable: {
      email: '邮箱登录暂不可用。',
      social: '社交账号登录暂不可用。',
      both: '邮箱和社交账号登录暂不可用。',
    },
    legalAgree: {
      both: '我已阅读并同意《{terms}》和《{privacy}》',
      terms: '我已阅读并同意《{terms}》',
      privacy: '我已阅读并同意《{privacy}》',
    },
    termsOfService: '服务条款',
    privacyPolicy: '隐私政策',
    legalFirst: '勾选此框即可连接。',
    continueWithWallet: '使用钱包继续',
  },
}

export const zhCNShellTitles: Catalogue['shellTitles'] = {
  Connect: '连接钱包',
  AllWallets: '全部钱包',
  ConnectingWalletConnectBasic: '连接钱包',
  Account: '账户',
  Networks: '选择网络',
  UnsupportedChain: '切换网络',
}
