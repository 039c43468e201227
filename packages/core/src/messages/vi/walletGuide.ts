import type { Catalogue } from '../catalogue.ts'

export const viWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'Ngôi nhà cho tài sản số của bạn',
  homeText: 'Ví lưu giữ token và đồ sưu tầm của bạn, cùng các khóa chứng minh chúng thuộc về bạn.',
  loginTitle: 'Một cách đăng nhập mới',
  loginText: 'Thay vì tạo tài khoản và mật khẩu mới trên mỗi trang, bạn kết nối ví và phê duyệt từng yêu cầu trong ví.',
  ownTitle: 'Của riêng bạn',
  ownText: 'Chỉ bạn giữ các khóa của ví: không ai, kể cả trang này, có thể di chuyển tài sản trong ví mà không có sự phê duyệt của bạn.',
  getAWallet: 'Tải ví',
  pickWallet: 'Chọn một ví để xem nơi tải về. Sau khi cài đặt, hãy quay lại và kết nối ví.',
  wallets: 'Các ví có thể tải',
  loadingWallets: 'Đang tải danh sách ví',
  listFailed: 'Không thể tải danh sách ví.',
  tryAgain: 'Thử lại',
  getTitle: 'Tải {wallet}',
  getHint: 'Cài đặt {wallet} từ một trong các nguồn sau, rồi quay lại và chọn ví một lần nữa.',
  downloads: 'Nơi tải {wallet}',
  noDownloads: 'Ví này không cho biết nơi tải về.',
  opensInNewTab: '(mở trong thẻ mới)',
  dontHave: 'Chưa có {wallet}?',
  get: 'Tải',
  getLabel: 'Tải {wallet}',
  chrome: 'Tiện ích Chrome',
  firefox: 'Tiện ích bổ sung Firefox',
  ios: 'Ứng dụng iPhone (App Store)',
  android: 'Ứng dụng Android (Google Play)',
  desktop: 'Ứng dụng máy tính',
  website: 'Trang web',
}

export const viWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: 'Ví là gì?',
  GetWallet: 'Tải ví',
}
