import type { Catalogue } from '../catalogue.ts'

export const zhTWSiwx: Catalogue['siwx'] = {
  heading: '登入 {app}',
  whatItIs: '簽署一則訊息，證明此帳戶屬於您。簽署不需付費，也不會送出任何交易。',
  inWallet: '您的錢包會顯示要簽署的訊息。',
  inFrame: '訊息會顯示在安全視窗中，供您核准。',
  cancelDisconnects: '取消會中斷錢包的連結。',
  account: '帳戶',
  sign: '登入',
  signing: '正在等待您的簽名…',
  cancel: '取消',
  required: '{app} 需要您登入。請簽署訊息，或取消以中斷連結。',
  failed: '登入失敗。請再試一次。',
}

export const zhTWSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: '登入',
  ConnectingSiwe: '登入',
}
