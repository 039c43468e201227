import type { Catalogue } from '../catalogue.ts'

export const viNames: Catalogue['names'] = {
  registerAction: 'Đăng ký tên',
  intro: 'Chọn một tên cho tài khoản của bạn. Mọi người có thể gửi đến tên này thay vì địa chỉ của bạn.',
  label: 'Tên',
  rule: 'Chữ cái, chữ số và dấu gạch ngang, ít nhất 4 ký tự.',
  problems: {
    characters: 'Chỉ dùng chữ cái, chữ số và dấu gạch ngang.',
    tooShort: 'Dùng ít nhất 4 ký tự.',
    tooLong: 'Dùng tối đa 63 ký tự.',
    hyphens: 'Dấu gạch ngang không được đứng đầu hoặc cuối tên, cũng không được là ký tự thứ ba và thứ tư.',
  },
  checking: 'Đang kiểm tra {name}…',
  available: '{name} còn trống.',
  taken: '{name} đã có người dùng.',
  cannotCheck: 'Không thể kiểm tra {name} còn trống hay không.',
  suggestions: 'Gợi ý',
  useSuggestion: 'Dùng {name}',
  register: 'Đăng ký',
  confirmInWallet: 'Xác nhận trong ví của bạn…',
  failures: {
    taken: '{name} vừa có người đăng ký. Hãy chọn tên khác.',
    accountNamed: 'Tài khoản này đã có tên: {name}.',
    tooMany: 'Đã có quá nhiều tên được đăng ký từ mạng của bạn. Vui lòng thử lại sau.',
    failed: 'Lỗi khi đăng ký tên. Vui lòng thử lại.',
  },
  registered: 'Tài khoản của bạn giờ mang tên {name}. Ứng dụng và ví có thể hiển thị tên này thay cho địa chỉ của bạn.',
  backToAccount: 'Quay lại tài khoản',
}

export const viNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: 'Chọn tên',
  RegisterAccountNameSuccess: 'Đã đăng ký tên',
}
