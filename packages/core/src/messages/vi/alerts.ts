import type { Catalogue } from '../catalogue.ts'

export const viAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Không tìm thấy mạng',
    longMessage: 'Mạng bạn yêu cầu chưa được thiết lập trong ứng dụng này.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Cấu hình ứng dụng không hợp lệ',
    longMessage: 'Nguồn gốc (origin) của ứng dụng này không có trong danh sách cho phép của dự án.',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'Cấu hình ứng dụng không hợp lệ',
    longMessage: 'Không tải được ví nhúng. Hãy kiểm tra xem tên miền này có trong danh sách cho phép của dự án hay không.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Phiên đã hết hạn',
    longMessage: 'Phiên của bạn đã hết hạn. Vui lòng đăng nhập lại.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'ID dự án không hợp lệ',
    longMessage: 'Máy chủ không nhận ra projectId mà ứng dụng này sử dụng.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Chưa cấu hình ID dự án',
    longMessage: 'Hãy đặt projectId trong tùy chọn Foyer để dùng danh mục ví và API blockchain.',
  },
}
