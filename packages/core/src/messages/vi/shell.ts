import type { Catalogue } from '../catalogue.ts'

export const viShell: Catalogue['shell'] = {
  header: {
    back: 'Quay lại',
    close: 'Đóng',
    loading: 'Đang tải',
    dismissAlert: 'Đóng thông báo',
  },
  connect: {
    or: 'hoặc',
    wallets: 'Ví',
    tagRecent: 'Gần đây',
    tagInstalled: 'Đã cài đặt',
    tagQrCode: 'Mã QR',
    allWallets: 'Tất cả ví',
    noWallet: 'Không tìm thấy ví nào trong trình duyệt này.',
    newToWallets: 'Bạn mới dùng ví?',
    moreWalletsFailed: 'Không thể tải thêm ví. Các ví trong trình duyệt này vẫn hoạt động.',
    tryAgain: 'Thử lại',
    loginsUnavailable: {
      email: 'Đăng nhập bằng email hiện không khả dụng.',
      social: 'Đăng nhập bằng mạng xã hội hiện không khả dụng.',
      both: 'Đăng nhập bằng email và mạng xã hội hiện không khả dụng.',
    },
    legalAgree: {
      both: 'Tôi đồng ý với {terms} và {privacy}',
      terms: 'Tôi đồng ý với {terms}',
      privacy: 'Tôi đồng ý với {privacy}',
    },
    termsOfService: 'Điều khoản dịch vụ',
    privacyPolicy: 'Chính sách quyền riêng tư',
    legalFirst: 'Đánh dấu vào ô để kết nối.',
    continueWithWallet: 'Tiếp tục với ví',
  },
}

export const viShellTitles: Catalogue['shellTitles'] = {
  Connect: 'Kết nối ví',
  AllWallets: 'Tất cả ví',
  ConnectingWalletConnectBasic: 'Kết nối ví',
  Account: 'Tài khoản',
  Networks: 'Chọn mạng',
  UnsupportedChain: 'Chuyển mạng',
}
