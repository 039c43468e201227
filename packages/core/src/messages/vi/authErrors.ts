import type { Catalogue } from '../catalogue.ts'

export const viAuthErrors: Catalogue['authErrors'] = {
  INVALID_EMAIL: 'Hãy nhập địa chỉ email hợp lệ',
  SAME_EMAIL: 'Đây đã là email của ví bạn',
  INVALID_OTP: 'Hãy nhập mã 6 chữ số trong email',
  POPUP_CLOSED: 'Cửa sổ đăng nhập đã bị đóng trước khi đăng nhập xong',
  LOGIN_FAILED: 'Đăng nhập chưa hoàn tất. Vui lòng thử lại.',
  TRY_AGAIN_AFTER: 'Vui lòng thử lại sau {seconds} giây',
  FRAME_ERROR: 'Đã xảy ra lỗi',
  SERVER_UNREACHABLE: 'Không thể kết nối đến máy chủ. Hãy kiểm tra kết nối rồi thử lại.',
  SITE_NOT_ALLOWED: 'Đăng nhập bằng email và mạng xã hội không khả dụng trên trang này.',
  SOMETHING_WENT_WRONG: 'Đã xảy ra sự cố',
  CODE_NOT_ACCEPTED: 'Mã đó không dùng được. Hãy kiểm tra email rồi thử lại, hoặc yêu cầu mã mới.',
  CODE_WRONG: 'Mã đó không đúng. Số lần thử còn lại: {count}.',
  CODE_LOCKED: 'Nhập sai mã quá nhiều lần: mã này không còn dùng được. Hãy yêu cầu mã mới.',
  LOCKED_OUT: 'Nhập sai mã quá nhiều lần. Hãy đợi vài phút, rồi yêu cầu mã mới.',
  MAIL_LIMIT: 'Đã yêu cầu quá nhiều email đăng nhập. Vui lòng thử lại sau.',
  LOGIN_CANCELLED: 'Đăng nhập đã bị hủy tại {provider}.',
}
