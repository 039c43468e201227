import type { Catalogue } from '../catalogue.ts'

export const jaSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'トークン残高を取得できません',
  TRANSACTION_STARTED: 'トランザクションを開始しました',
  SOMETHING_WENT_WRONG: '問題が発生しました',
  SEND_FAILED: 'トランザクションを送信できませんでした。もう一度お試しください。',
  FETCH_TRANSACTIONS_FAILED: 'トランザクションを取得できませんでした',
  AUTH_INIT_FAILED: '認証の開始中に問題が発生しました',
  SIGNATURE_DECLINED: '署名が拒否されました',
  CALLS_UNSUPPORTED: 'このウォレットでは、この一括処理を送信できません',
  SMART_ACCOUNTS_UNSUPPORTED: 'このアプリはスマートアカウントに対応していない可能性があります',
  AUTHENTICATING: '認証中…',
  ADDRESS_COPIED: 'アドレスをコピーしました',
  LINK_COPIED: 'リンクをコピーしました',
  NETWORK_SWITCH_FAILED: 'ネットワークを切り替えられませんでした',
  ACTION_NOT_ALLOWED: 'この操作は許可されていません',
  CHAIN_NOT_SUPPORTED: 'このネットワークには対応していません',
}
