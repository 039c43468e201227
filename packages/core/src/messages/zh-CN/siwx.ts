import type { Catalogue } from '../catalogue.ts'

export const zhCNSiwx: Catalogue['siwx'] = {
  heading: '登录 {app}',
  whatItIs: '签名一条消息，以证明此账户归您所有。签名免费，且不会发送任何交易。',
  inWallet: '您的钱包将显示需要签名的消息。',
  inFrame: '消息将显示在一个安全窗口中，供您批准。',
  cancelDisconnects: '取消将断开您的钱包连接。',
  account: '账户',
  sign: '登录',
  signing: '正在等待您的签名…',
  cancel: '取消',
  required: '{app} 需要您登录。请签名消息，或取消以断开连接。',
  failed: '登录失败。请重试。',
}

export const zhCNSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: '登录',
  ConnectingSiwe: '登录',
}
