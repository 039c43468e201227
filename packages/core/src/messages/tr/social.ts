import type { Catalogue } from '../catalogue.ts'

export const trSocial: Catalogue['social'] = {
  socialLogins: 'Sosyal hesapla giriş',
  continueWith: '{provider} ile devam et',
  logInWith: '{provider} ile giriş yap',
  logInWithAccount: 'Hesabınızla giriş yap',
  continueInWindow: 'Açılan {provider} penceresinde devam edin.',
  continueInAccountWindow: 'Açılan giriş penceresinde devam edin.',
  loginFailed: 'Giriş başarısız',
  authenticating: 'Kimlik doğrulanıyor…',
  creatingSession: 'Oturumunuz oluşturuluyor…',
  tryAgain: 'Tekrar dene',
  farcasterFailed: 'Farcaster ile giriş tamamlanmadı.',
  farcasterQrLabel: 'Farcaster ile giriş için QR kodu: telefonunuzla tarayın',
  preparingQr: 'QR kodu hazırlanıyor',
  farcasterScan: 'Telefonunuzun kamerası veya Farcaster uygulamasıyla tarayın, ardından orada giriş yapın.',
  openFarcaster: 'Farcaster’ı aç',
  copyLink: 'Bağlantıyı kopyala',
}

export const trSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'Giriş yapın',
  ConnectingFarcaster: 'Farcaster',
}
