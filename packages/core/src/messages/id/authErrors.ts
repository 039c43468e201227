import type { Catalogue } from '../catalogue.ts'

export const idAuthErrors: Catalogue['authErrors'] = {
  INVALID_EMAIL: 'Masukkan alamat email yang valid',
  SAME_EMAIL: 'Ini sudah menjadi email wallet Anda',
  INVALID_OTP: 'Masukkan kode 6 digit dari email',
  POPUP_CLOSED: 'Jendela login ditutup sebelum proses masuk selesai',
  LOGIN_FAILED: 'Proses masuk tidak selesai. Silakan coba lagi.',
  TRY_AGAIN_AFTER: 'Silakan coba lagi setelah {seconds} detik',
  FRAME_ERROR: 'Terjadi kesalahan',
  SERVER_UNREACHABLE: 'Kami tidak dapat menghubungi server. Periksa koneksi Anda, lalu coba lagi.',
  SITE_NOT_ALLOWED: 'Login dengan email dan media sosial tidak tersedia di situs ini.',
  SOMETHING_WENT_WRONG: 'Ada yang salah',
  CODE_NOT_ACCEPTED: 'Kode itu tidak berhasil. Periksa email Anda lalu coba lagi, atau minta kode baru.',
  CODE_WRONG: 'Kode itu salah. Sisa percobaan: {count}.',
  CODE_LOCKED: 'Terlalu banyak kode yang salah: kode ini tidak berlaku lagi. Minta kode baru.',
  LOCKED_OUT: 'Terlalu banyak kode yang salah. Tunggu beberapa menit, lalu minta kode baru.',
  MAIL_LIMIT: 'Terlalu banyak email login yang diminta. Silakan coba lagi nanti.',
  LOGIN_CANCELLED: 'Login dibatalkan di {provider}.',
}
