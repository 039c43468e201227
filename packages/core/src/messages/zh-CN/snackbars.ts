import type { Catalogue } from '../catalogue.ts'

export const zhCNSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: '代币余额不可用',
  TRANSACTION_STARTED: '交易已开始',
  SOMETHING_WENT_WRONG: '出了点问题',
  SEND_FAILED: '交易发送失败。请重试。',
  FETCH_TRANSACTIONS_FAILED: '获取交易记录失败',
  AUTH_INIT_FAILED: '初始化身份验证时出现问题',
  SIGNATURE_DECLINED: '已拒绝签名',
  CALLS_UNSUPPORTED: '此钱包无法发送这批调用',
  SMART_ACCOUNTS_UNSUPPORTED: '此应用可能不支持智能账户',
  AUTHENTICATING: '正在验证身份…',
  ADDRESS_COPIED: '地址已复制',
  LINK_COPIED: '链接已复制',
  NETWORK_SWITCH_FAILED: '切换网络失败',
  ACTION_NOT_ALLOWED: '不允许此操作',
  CHAIN_NOT_SUPPORTED: '不支持此网络',
}
