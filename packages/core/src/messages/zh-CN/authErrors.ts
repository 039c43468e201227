import type { Catalogue } from '../catalogue.ts'

export const zhCNAuthErrors: Catalogue['authErrors'] = {
  INVALID_EMAIL: '请输入有效的邮箱地址',
  SAME_EMAIL: '这已经是您钱包的邮箱',
  INVALID_OTP: '请输入邮件中的 6 位验证码',
  POPUP_CLOSED: '登录窗口在登录完成前被关闭',
  LOGIN_FAILED: '登录未完成。请重试。',
  TRY_AGAIN_AFTER: '请在 {seconds} 秒后重试',
  FRAME_ERROR: '发生错误',
  SERVER_UNREACHABLE: '无法连接到服务器。请检查网络连接后重试。',
  SITE_NOT_ALLOWED: '此网站不支持邮箱和社交账号登录。',
  SOMETHING_WENT_WRONG: '出了点问题',
  CODE_NOT_ACCEPTED: '该验证码无效。请检查邮件后重试，或重新获取验证码。',
  CODE_WRONG: '验证码不正确。剩余尝试次数：{count}。',
  CODE_LOCKED: '错误次数过多：此验证码已失效。请重新获取验证码。',
  LOCKED_OUT: '错误次数过多。请等待几分钟，然后重新获取验证码。',
  MAIL_LIMIT: '请求的登录邮件过多。请稍后重试。',
  LOGIN_CANCELLED: '已在 {provider} 取消登录。',
}
