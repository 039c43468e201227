import type { Catalogue } from '../catalogue.ts'

export const trSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'Token bakiyesi kullanılamıyor',
  TRANSACTION_STARTED: 'İşlem başlatıldı',
  SOMETHING_WENT_WRONG: 'Bir şeyler ters gitti',
  SEND_FAILED: 'İşlem gönderilemedi. Lütfen tekrar deneyin.',
  FETCH_TRANSACTIONS_FAILED: 'İşlemler yüklenemedi',
  AUTH_INIT_FAILED: 'Kimlik doğrulama başlatılırken bir sorun oluştu',
  SIGNATURE_DECLINED: 'İmza reddedildi',
  CALLS_UNSUPPORTED: 'Bu cüzdan bu toplu çağrıları gönderemiyor',
  SMART_ACCOUNTS_UNSUPPORTED: 'Bu uygulama akıllı hesapları desteklemiyor olabilir',
  AUTHENTICATING: 'Kimlik doğrulanıyor…',
  ADDRESS_COPIED: 'Adres kopyalandı',
  LINK_COPIED: 'Bağlantı kopyalandı',
  NETWORK_SWITCH_FAILED: 'Ağ değiştirilemedi',
  ACTION_NOT_ALLOWED: 'Bu işleme izin verilmiyor',
  CHAIN_NOT_SUPPORTED: 'Bu ağ desteklenmiyor',
}
