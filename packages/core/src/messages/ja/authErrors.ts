import type { Catalogue } from '../catalogue.ts'

export const jaAuthErrors: Catalogue['authErrors'] = {
  INVALID_EMAIL: '有効なメールアドレスを入力してください',
  SAME_EMAIL: 'これはすでにウォレットのメールアドレスです',
  INVALID_OTP: 'メールに記載された6桁のコードを入力してください',
  POPUP_CLOSED: 'ログインが完了する前にログイン画面が閉じられました',
  LOGIN_FAILED: 'ログインが完了しませんでした。もう一度お試しください。',
  TRY_AGAIN_AFTER: '{seconds}秒後にもう一度お試しください',
  FRAME_ERROR: 'エラーが発生しました',
  SERVER_UNREACHABLE: 'サーバーに接続できませんでした。接続を確認して、もう一度お試しください。',
  SITE_NOT_ALLOWED: 'このサイトでは、メールアドレスとソーシャルアカウントでのログインはご利用いただけません。',
  SOMETHING_WENT_WRONG: '問題が発生しました',
  CODE_NOT_ACCEPTED: 'このコードは使用できませんでした。メールを確認してもう一度お試しいただくか、新しいコードをリクエストしてください。',
  CODE_WRONG: 'コードが正しくありません。あと{count}回入力できます。',
  CODE_LOCKED: '誤ったコードの入力が多すぎるため、このコードは使用できなくなりました。新しいコードをリクエストしてください。',
  LOCKED_OUT: '誤ったコードの入力が多すぎます。数分待ってから、新しいコードをリクエストしてください。',
  MAIL_LIMIT: 'ログイン用メールのリクエストが多すぎます。しばらくしてからもう一度お試しください。',
  LOGIN_CANCELLED: '{provider}でのログインがキャンセルされました。',
}
