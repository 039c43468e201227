import type { Catalogue } from '../catalogue.ts'

export const zhTWAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: '找不到網路',
    longMessage: '此應用程式尚未設定您要求的網路。',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: '應用程式設定無效',
    longMessage: '此應用程式的來源不在其專案的允許清單中。',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: '應用程式設定無效',
    longMessage: '內嵌錢包載入失敗。請確認此網域已列入專案的允許清單。',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: '登入已過期',
    longMessage: '您的登入狀態已過期。請重新登入。',
  },
  INVALID_PROJECT_ID: {
    shortMessage: '專案 ID 無效',
    longMessage: '伺服器無法識別此應用程式使用的 projectId。',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: '未設定專案 ID',
    longMessage: '請在 Foyer 選項中設定 projectId，才能使用錢包目錄和區塊鏈 API。',
  },
}
