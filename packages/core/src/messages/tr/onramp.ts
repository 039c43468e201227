import type { Catalogue } from '../catalogue.ts'

export const trOnramp: Catalogue['onramp'] = {
  amount: 'Ödenecek tutar',
  presetLabel: '{amount} öde',
  currency: 'Para birimi',
  method: 'Ödeme yöntemi',
  methods: { card: 'Kart', bank_account: 'Banka hesabı' },
  asset: 'Satın alınacak kripto',
  assetOn: '{network} ağında {symbol}',
  limits: 'Sınır ({method}): {min} – {max} {currency}',
  provider: 'Sağlayıcı',
  problems: {
    amount: '0’dan büyük, en fazla 2 ondalık basamaklı bir tutar girin.',
    limits: '{method} ödemelerinde tutar {min} ile {max} {currency} arasında olmalıdır.',
    nothingToBuy: '{network} ağında şu anda satın alınabilecek bir şey yok.',
    unavailable: 'Sağlayıcının sayfası açılamadı. Lütfen tekrar deneyin.',
  },
  away: {
    title: 'Satın alma şu anda kullanılamıyor.',
    note: 'Hizmet yanıt verir vermez burada kendiliğinden geri gelir.',
  },
  fallbackOptions: 'Standart para birimleri gösteriliyor: sağlayıcının listesi yüklenemedi.',
  quote: 'Teklif',
  youGet: 'Alacağınız',
  networkFee: 'Ağ ücreti',
  providerFee: 'Sağlayıcı ücreti',
  total: 'Toplam',
  quoting: 'Teklif alınıyor…',
  quoteUnavailable: 'Şu anda teklif yok: sağlayıcı fiyatı kendi sayfasında gösterir.',
  continue: 'Devam et',
  opening: 'Açılıyor…',
  waiting: 'Satın alma işleminiz bekleniyor…',
  waitingNote: 'Ödemeyi {provider} sayfasında tamamlayın. {symbol} cüzdanınıza ulaştığında burada görünür.',
  blocked: 'Tarayıcınız sağlayıcının penceresini engelledi.',
  openPage: '{provider} sayfasını aç',
  done: '{symbol} cüzdanınıza ulaştı.',
  holding: 'Bakiyeniz artık: {amount} {symbol}.',
  finished: 'Tamamladım',
  backToAccount: 'Hesaba dön',
}

export const trOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: 'Kripto satın alın',
  WalletOnrampPurchase: 'Kripto satın alın',
}
