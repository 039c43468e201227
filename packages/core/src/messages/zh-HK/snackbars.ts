import type { Catalogue } from '../catalogue.ts'

export const zhHKSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: '無法取得代幣餘額',
  TRANSACTION_STARTED: '交易已提交',
  SOMETHING_WENT_WRONG: '出了點問題',
  SEND_FAILED: '交易發送失敗。請再試一次。',
  FETCH_TRANSACTIONS_FAILED: '無法取得交易記錄',
  AUTH_INIT_FAILED: '啟動登入驗證時發生問題',
  SIGNATURE_DECLINED: '已拒絕簽名',
  CALLS_UNSUPPORTED: '此錢包無法提交這組批次請求',
  SMART_ACCOUNTS_UNSUPPORTED: '此應用程式可能不支援智能帳戶',
  AUTHENTICATING: '驗證中…',
  ADDRESS_COPIED: '已複製地址',
  LINK_COPIED: '已複製連結',
  NETWORK_SWITCH_FAILED: '無法切換網絡',
  ACTION_NOT_ALLOWED: '不允許此操作',
  CHAIN_NOT_SUPPORTED: '不支援此網絡',
}
