import type { Catalogue } from '../catalogue.ts'

export const msShell: Catalogue['shell'] = {
  header: {
    back: 'Kembali',
    close: 'Tutup',
    loading: 'Memuatkan',
    dismissAlert: 'Tutup makluman',
  },
  connect: {
    or: 'atau',
    wallets: 'Wallet',
    tagRecent: 'Baru digunakan',
    tagInstalled: 'Dipasang',
    tagQrCode: 'Kod QR',
    allWallets: 'Semua wallet',
    noWallet: 'Tiada wallet ditemui dalam pelayar ini.',
    newToWallets: 'Baru dengan wallet?',
    moreWalletsFailed: 'Wallet lain tidak dapat dimuatkan. Wallet dalam pelayar ini masih berfungsi.',
    tryAgain: 'Cuba lagi',
    loginsUnavailable: {
      email: 'Log masuk e-mel tidak tersedia buat masa ini.',
      social: 'Log masuk media sosial tidak tersedia buat masa ini.',
      both: 'Log masuk e-mel dan media sosial tidak tersedia buat masa ini.',
    },
    legalAgree: {
      both: 'Saya bersetuju dengan {terms} dan {privacy}',
      terms: 'Saya bersetuju dengan {terms}',
      privacy: 'Saya bersetuju dengan {privacy}',
    },
    termsOfService: 'Terma Perkhidmatan',
    privacyPolicy: 'Dasar Privasi',
    legalFirst: 'Tandakan kotak untuk menyambung.',
    continueWithWallet: 'Teruskan dengan wallet',
  },
}

export const msShellTitles: Catalogue['shellTitles'] = {
  Connect: 'Sambungkan wallet',
  AllWallets: 'Semua wallet',
  ConnectingWalletConnectBasic: 'Sambungkan wallet',
  Account: 'Akaun',
  Networks: 'Pilih rangkaian',
  UnsupportedChain: 'Tukar rangkaian',
}
