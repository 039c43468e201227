import type { Catalogue } from '../catalogue.ts'

export const jaAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'ネットワークが見つかりません',
    longMessage: 'リクエストされたネットワークは、このアプリで設定されていません。',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'アプリの設定が無効です',
    longMessage: 'このアプリのオリジンは、プロジェクトの許可リストに登録されていません。',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'アプリの設定が無効です',
    longMessage: '埋め込みウォレットを読み込めませんでした。このドメインがプロジェクトの許可リストに登録されているか確認してください。',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'セッションの有効期限切れ',
    longMessage: 'セッションの有効期限が切れました。もう一度ログインしてください。',
  },
  INVALID_PROJECT_ID: {
    shortMessage: '無効なプロジェクトID',
    longMessage: 'このアプリが使用しているprojectIdは、サーバーに登録されていません。',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'プロジェクトIDが未設定です',
    longMessage: 'ウォレットレジストリとブロックチェーンAPIを使用するには、FoyerのオプションでprojectIdを設定してください。',
  },
}
