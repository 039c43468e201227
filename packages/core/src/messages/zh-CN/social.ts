import type { Catalogue } from '../catalogue.ts'

export const zhCNSocial: Catalogue['social'] = {
  socialLogins: '社交账号登录',
  continueWith: '通过 {provider} 继续',
  logInWith: '使用 {provider} 登录',
  logInWithAccount: '使用您的账户登录',
  continueInWindow: '请在已打开的 {provider} 窗口中继续。',
  continueInAccountWindow: '请在已打开的登录窗口中继续。',
  loginFailed: '登录失败',
  authenticating: '正在验证身份…',
  creatingSession: '正在创建您的会话…',
  tryAgain: '重试',
  farcasterFailed: 'Farcaster 登录未完成。',
  farcasterQrLabel: '用于登录 Farcaster 的二维码：请用手机扫描',
  preparingQr: '正在生成二维码',
  farcasterScan: '使用手机相机或 Farcaster 应用扫码，然后在那里登录。',
  openFarcaster: '打开 Farcaster',
  copyLink: '复制链接',
}

export const zhCNSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: '登录',
  ConnectingFarcaster: 'Farcaster',
}
