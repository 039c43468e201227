import type { Catalogue } from '../catalogue.ts'

export const viOnramp: Catalogue['onramp'] = {
  amount: 'Số tiền thanh toán',
  presetLabel: 'Thanh toán {amount}',
  currency: 'Tiền tệ',
  method: 'Phương thức thanh toán',
  methods: { card: 'Thẻ', bank_account: 'Tài khoản ngân hàng' },
  asset: 'Tiền mã hóa cần mua',
  assetOn: '{symbol} trên {network}',
  limits: 'Từ {min} đến {max} {currency} qua {method}',
  provider: 'Nhà cung cấp',
  problems: {
    amount: 'Hãy nhập số tiền lớn hơn 0, tối đa 2 chữ số thập phân.',
    limits: 'Với thanh toán qua {method}, số tiền phải từ {min} đến {max} {currency}.',
    nothingToBuy: 'Hiện không thể mua gì trên {network}.',
    unavailable: 'Không thể mở trang của nhà cung cấp. Vui lòng thử lại.',
  },
  away: {
    title: 'Hiện chưa thể mua.',
    note: 'Tính năng sẽ tự xuất hiện lại ở đây ngay khi dịch vụ phản hồi.',
  },
  fallbackOptions: 'Đang hiển thị các loại tiền tệ tiêu chuẩn: không tải được danh sách của nhà cung cấp.',
  quote: 'Báo giá',
  youGet: 'Bạn nhận',
  networkFee: 'Phí mạng',
  providerFee: 'Phí nhà cung cấp',
  total: 'Tổng cộng',
  quoting: 'Đang lấy báo giá…',
  quoteUnavailable: 'Hiện chưa có báo giá: nhà cung cấp sẽ hiển thị giá trên trang của họ.',
  continue: 'Tiếp tục',
  opening: 'Đang mở…',
  waiting: 'Đang chờ giao dịch mua của bạn…',
  waitingNote: 'Hãy hoàn tất thanh toán trên trang của {provider}. {symbol} của bạn sẽ hiển thị ở đây khi đã về ví.',
  blocked: 'Trình duyệt của bạn đã chặn cửa sổ của nhà cung cấp.',
  openPage: 'Mở trang của {provider}',
  done: '{symbol} của bạn đã về ví.',
  holding: 'Bạn hiện có {amount} {symbol}.',
  finished: 'Tôi đã xong',
  backToAccount: 'Quay lại tài khoản',
}

export const viOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: 'Mua tiền mã hóa',
  WalletOnrampPurchase: 'Mua tiền mã hóa',
}
