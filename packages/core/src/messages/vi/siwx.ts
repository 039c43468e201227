import type { Catalogue } from '../catalogue.ts'

export const viSiwx: Catalogue['siwx'] = {
  heading: 'Đăng nhập vào {app}',
  whatItIs: 'Ký một tin nhắn để chứng minh tài khoản này là của bạn. Việc ký hoàn toàn miễn phí và không gửi giao dịch nào.',
  inWallet: 'Ví của bạn sẽ hiển thị tin nhắn cần ký.',
  inFrame: 'Tin nhắn sẽ hiển thị trong một cửa sổ bảo mật để bạn phê duyệt.',
  cancelDisconnects: 'Nếu hủy, ví của bạn sẽ bị ngắt kết nối.',
  account: 'Tài khoản',
  sign: 'Đăng nhập',
  signing: 'Đang chờ chữ ký của bạn…',
  cancel: 'Hủy',
  required: '{app} cần bạn đăng nhập. Hãy ký tin nhắn, hoặc hủy để ngắt kết nối.',
  failed: 'Đăng nhập không thành công. Vui lòng thử lại.',
}

export const viSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'Đăng nhập',
  ConnectingSiwe: 'Đăng nhập',
}
