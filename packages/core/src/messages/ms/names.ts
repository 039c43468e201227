import type { Catalogue } from '../catalogue.ts'

export const msNames: Catalogue['names'] = {
  registerAction: 'Daftar nama',
  intro: 'Pilih nama untuk akaun anda. Orang lain boleh menghantar ke nama ini, bukannya ke alamat anda.',
  label: 'Nama',
  rule: 'Huruf, angka dan tanda sempang, sekurang-kurangnya 4 aksara.',
  problems: {
    characters: 'Gunakan huruf, angka dan tanda sempang sahaja.',
    tooShort: 'Gunakan sekurang-kurangnya 4 aksara.',
    tooLong: 'Gunakan tidak lebih daripada 63 aksara.',
    hyphens: 'Tanda sempang tidak boleh berada di awal atau akhir nama, atau menjadi aksara ketiga dan keempat.',
  },
  checking: 'Menyemak {name}…',
  available: '{name} tersedia.',
  taken: '{name} sudah diambil.',
  cannotCheck: 'Tidak dapat menyemak sama ada {name} masih tersedia.',
  suggestions: 'Cadangan',
  useSuggestion: 'Guna {name}',
  register: 'Daftar',
  confirmInWallet: 'Sahkan dalam wallet anda…',
  failures: {
    taken: '{name} baru sahaja diambil. Pilih nama lain.',
    accountNamed: 'Akaun ini sudah mempunyai nama: {name}.',
    tooMany: 'Terlalu banyak nama telah didaftarkan dari rangkaian anda. Sila cuba lagi nanti.',
    failed: 'Ralat semasa mendaftar nama. Sila cuba lagi.',
  },
  registered: 'Akaun anda kini dikenali sebagai {name}. Aplikasi dan wallet boleh memaparkannya sebagai ganti alamat anda.',
  backToAccount: 'Kembali ke akaun',
}

export const msNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: 'Pilih nama',
  RegisterAccountNameSuccess: 'Nama didaftarkan',
}
