import type { Catalogue } from '../catalogue.ts'

export const idNames: Catalogue['names'] = {
  registerAction: 'Daftarkan nama',
  intro: 'Pilih nama untuk akun Anda. Orang lain dapat mengirim ke nama ini, bukan ke alamat Anda.',
  label: 'Nama',
  rule: 'Huruf, angka, dan tanda hubung, minimal 4 karakter.',
  problems: {
    characters: 'Gunakan huruf, angka, dan tanda hubung saja.',
    tooShort: 'Gunakan minimal 4 karakter.',
    tooLong: 'Gunakan maksimal 63 karakter.',
    hyphens: 'Tanda hubung tidak boleh ada di awal atau akhir nama, atau menjadi karakter ketiga dan keempat.',
  },
  checking: 'Memeriksa {name}…',
  available: '{name} tersedia.',
  taken: '{name} sudah dipakai.',
  cannotCheck: 'Tidak dapat memeriksa apakah {name} masih tersedia.',
  suggestions: 'Saran',
  useSuggestion: 'Pakai {name}',
  register: 'Daftarkan',
  confirmInWallet: 'Konfirmasi di wallet Anda…',
  failures: {
    taken: '{name} baru saja dipakai orang lain. Pilih nama lain.',
    accountNamed: 'Akun ini sudah punya nama: {name}.',
    tooMany: 'Terlalu banyak nama yang didaftarkan dari jaringan Anda. Silakan coba lagi nanti.',
    failed: 'Gagal mendaftarkan nama. Silakan coba lagi.',
  },
  registered: 'Akun Anda sekarang bernama {name}. Aplikasi dan wallet dapat menampilkannya sebagai pengganti alamat Anda.',
  backToAccount: 'Kembali ke akun',
}

export const idNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: 'Pilih nama',
  RegisterAccountNameSuccess: 'Nama terdaftar',
}
