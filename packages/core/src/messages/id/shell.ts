import type { Catalogue } from '../catalogue.ts'

export const idShell: Catalogue['shell'] = {
  header: {
    back: 'Kembali',
    close: 'Tutup',
    loading: 'Memuat',
    dismissAlert: 'Tutup peringatan',
  },
  connect: {
    or: 'atau',
    wallets: 'Wallet',
    tagRecent: 'Terakhir dipakai',
    tagInstalled: 'Terpasang',
    tagQrCode: 'Kode QR',
    allWallets: 'Semua wallet',
    noWallet: 'Tidak ada wallet di browser ini.',
    newToWallets: 'Baru mengenal wallet?',
    moreWalletsFailed: 'Wallet lainnya tidak dapat dimuat. Wallet di browser ini tetap bisa dipakai.',
    tryAgain: 'Coba lagi',
    loginsUnavailable: {
      email: 'Login dengan email sedang tidak tersedia.',
      social: 'Login dengan media sosial sedang tidak tersedia.',
      both: 'Login dengan email dan media sosial sedang tidak tersedia.',
    },
    legalAgree: {
      both: 'Saya menyetujui {terms} dan {privacy}',
      terms: 'Saya menyetujui {terms}',
      privacy: 'Saya menyetujui {privacy}',
    },
    termsOfService: 'Ketentuan Layanan',
    privacyPolicy: 'Kebijakan Privasi',
    legalFirst: 'Centang kotak untuk terhubung.',
    continueWithWallet: 'Lanjutkan dengan wallet',
  },
}

export const idShellTitles: Catalogue['shellTitles'] = {
  Connect: 'Hubungkan wallet',
  AllWallets: 'Semua wallet',
  ConnectingWalletConnectBasic: 'Hubungkan wallet',
  Account: 'Akun',
  Networks: 'Pilih jaringan',
  UnsupportedChain: 'Ganti jaringan',
}
