import type { Catalogue } from '../catalogue.ts'

export const viSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'Số dư token không khả dụng',
  TRANSACTION_STARTED: 'Đã bắt đầu giao dịch',
  SOMETHING_WENT_WRONG: 'Đã xảy ra sự cố',
  SEND_FAILED: 'Không thể gửi giao dịch. Vui lòng thử lại.',
  FETCH_TRANSACTIONS_FAILED: 'Không thể tải giao dịch',
  AUTH_INIT_FAILED: 'Đã xảy ra sự cố khi khởi tạo xác thực',
  SIGNATURE_DECLINED: 'Đã từ chối ký',
  CALLS_UNSUPPORTED: 'Ví này không thể gửi nhóm lệnh gọi này',
  SMART_ACCOUNTS_UNSUPPORTED: 'Ứng dụng này có thể không hỗ trợ tài khoản thông minh',
  AUTHENTICATING: 'Đang xác thực…',
  ADDRESS_COPIED: 'Đã sao chép địa chỉ',
  LINK_COPIED: 'Đã sao chép liên kết',
  NETWORK_SWITCH_FAILED: 'Không thể chuyển mạng',
  ACTION_NOT_ALLOWED: 'Thao tác không được phép',
  CHAIN_NOT_SUPPORTED: 'Mạng không được hỗ trợ',
}
