import type { Catalogue } from '../catalogue.ts'

export const viSocial: Catalogue['social'] = {
  socialLogins: 'Đăng nhập bằng mạng xã hội',
  continueWith: 'Tiếp tục với {provider}',
  logInWith: 'Đăng nhập bằng {provider}',
  logInWithAccount: 'Đăng nhập bằng tài khoản của bạn',
  continueInWindow: 'Hãy tiếp tục trong cửa sổ {provider} vừa mở.',
  continueInAccountWindow: 'Hãy tiếp tục trong cửa sổ đăng nhập vừa mở.',
  loginFailed: 'Đăng nhập không thành công',
  authenticating: 'Đang xác thực…',
  creatingSession: 'Đang tạo phiên của bạn…',
  tryAgain: 'Thử lại',
  farcasterFailed: 'Đăng nhập bằng Farcaster chưa hoàn tất.',
  farcasterQrLabel: 'Mã QR để đăng nhập bằng Farcaster: hãy quét bằng điện thoại',
  preparingQr: 'Đang chuẩn bị mã QR',
  farcasterScan: 'Quét bằng camera điện thoại hoặc ứng dụng Farcaster, rồi đăng nhập tại đó.',
  openFarcaster: 'Mở Farcaster',
  copyLink: 'Sao chép liên kết',
}

export const viSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'Đăng nhập',
  ConnectingFarcaster: 'Farcaster',
}
