import type { Catalogue } from '../catalogue.ts'

export const trAuthErrors: Catalogue['authErrors'] = {
  INVALID_EMAIL: 'Geçerli bir e-posta adresi girin',
  SAME_EMAIL: 'Bu zaten cüzdanınızın e-posta adresi',
  INVALID_OTP: 'E-postadaki 6 haneli kodu girin',
  POPUP_CLOSED: 'Giriş penceresi, giriş tamamlanmadan kapatıldı',
  LOGIN_FAILED: 'Giriş tamamlanmadı. Lütfen tekrar deneyin.',
  TRY_AGAIN_AFTER: 'Lütfen {seconds} saniye sonra tekrar deneyin',
  FRAME_ERROR: 'Bir hata oluştu',
  SERVER_UNREACHABLE: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  SITE_NOT_ALLOWED: 'E-posta ve sosyal hesapla giriş bu sitede kullanılamıyor.',
  SOMETHING_WENT_WRONG: 'Bir şeyler ters gitti',
  CODE_NOT_ACCEPTED: 'Bu kod kabul edilmedi. E-postayı kontrol edip tekrar deneyin veya yeni bir kod isteyin.',
  CODE_WRONG: 'Bu kod doğru değil. Kalan deneme: {count}.',
  CODE_LOCKED: 'Çok fazla yanlış kod girildi: bu kod artık çalışmıyor. Yeni bir kod isteyin.',
  LOCKED_OUT: 'Çok fazla yanlış kod girildi. Birkaç dakika bekleyin, ardından yeni bir kod isteyin.',
  MAIL_LIMIT: 'Çok fazla giriş e-postası istendi. Lütfen daha sonra tekrar deneyin.',
  LOGIN_CANCELLED: 'Giriş, {provider} tarafında iptal edildi.',
}
