import type { Catalogue } from '../catalogue.ts'

export const zhTWAuthErrors: Catalogue['authErrors'] = {
  INVALID_EMAIL: '請輸入有效的電子郵件地址',
  SAME_EMAIL: '這已經是您錢包的電子郵件',
  INVALID_OTP: '請輸入電子郵件中的 6 位數驗證碼',
  POPUP_CLOSED: '登入視窗在登入完成前就已關閉',
  LOGIN_FAILED: '登入未完成。請再試一次。',
  TRY_AGAIN_AFTER: '請在 {seconds} 秒後再試一次',
  FRAME_ERROR: '發生錯誤',
  SERVER_UNREACHABLE: '無法連線到伺服器。請檢查網路連線後再試一次。',
  SITE_NOT_ALLOWED: '此網站無法使用電子郵件和社群登入。',
  SOMETHING_WENT_WRONG: '出了點問題',
  CODE_NOT_ACCEPTED: '此驗證碼無效。請檢查電子郵件後再試一次，或索取新的驗證碼。',
  CODE_WRONG: '驗證碼不正確。剩餘嘗試次數：{count}。',
  CODE_LOCKED: '錯誤次數過多：此驗證碼已失效。請索取新的驗證碼。',
  LOCKED_OUT: '錯誤次數過多。請等候幾分鐘，再索取新的驗證碼。',
  MAIL_LIMIT: '登入郵件的索取次數過多。請稍後再試。',
  LOGIN_CANCELLED: '已在 {provider} 取消登入。',
}
