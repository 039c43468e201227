import type { Catalogue } from '../catalogue.ts'

export const jaSiwx: Catalogue['siwx'] = {
  heading: '{app}にサインイン',
  whatItIs: 'メッセージに署名して、このアカウントがあなたのものであることを証明します。署名は無料で、トランザクションは送信されません。',
  inWallet: '署名するメッセージがウォレットに表示されます。',
  inFrame: 'メッセージは安全な画面に表示されます。内容を確認して承認してください。',
  cancelDisconnects: 'キャンセルするとウォレットの接続が解除されます。',
  account: 'アカウント',
  sign: 'サインイン',
  signing: '署名を待っています…',
  cancel: 'キャンセル',
  required: '{app}ではサインインが必要です。メッセージに署名するか、キャンセルして接続を解除してください。',
  failed: 'サインインに失敗しました。もう一度お試しください。',
}

export const jaSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'サインイン',
  ConnectingSiwe: 'サインイン',
}
