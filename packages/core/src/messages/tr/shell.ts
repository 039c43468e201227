import type { Catalogue } from '../catalogue.ts'

export const trShell: Catalogue['shell'] = {
  header: {
    back: 'Geri',
    close: 'Kapat',
    loading: 'Yükleniyor',
    dismissAlert: 'Uyarıyı kapat',
  },
  connect: {
    or: 'veya',
    wallets: 'Cüzdanlar',
    tagRecent: 'Son kullanılan',
    tagInstalled: 'Yüklü',
    tagQrCode: 'QR kodu',
    allWallets: 'Tüm cüzdanlar',
    noWallet: 'Bu tarayıcıda cüzdan bulunamadı.',
    newToWallets: 'Cüzdan kullanmaya yeni misiniz?',
    moreWalletsFailed: 'Diğer cüzdanlar yüklenemedi. Bu tarayıcıdaki cüzdanlar çalışmaya devam ediyor.',
    tryAgain: 'Tekrar dene',
    loginsUnavailable: {
      email: 'E-posta ile giriş şu anda kullanılamıyor.',
      social: 'Sosyal hesapla giriş şu anda kullanılamıyor.',
      both: 'E-posta ve sosyal hesapla giriş şu anda kullanılamıyor.',
    },
    legalAgree: {
      both: '{terms} ve {privacy}’nı kabul ediyorum',
      terms: '{terms}’nı kabul ediyorum',
      privacy: '{privacy}’nı kabul ediyorum',
    },
    termsOfService: 'Hizmet Şartları',
    privacyPolicy: 'Gizlilik Politikası',
    legalFirst: 'Bağlanmak için kutuyu işaretleyin.',
    continueWithWallet: 'Cüzdan ile devam et',
  },
}

export const trShellTitles: Catalogue['shellTitles'] = {
  Connect: 'Cüzdan bağlayın',
  AllWallets: 'Tüm cüzdanlar',
  ConnectingWalletConnectBasic: 'Cüzdan bağlayın',
  Account: 'Hesap',
  Networks: 'Ağ seçin',
  UnsupportedChain: 'Ağ değiştirin',
}
