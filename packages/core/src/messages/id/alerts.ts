import type { Catalogue } from '../catalogue.ts'

export const idAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Jaringan tidak ditemukan',
    longMessage: 'Jaringan yang Anda minta tidak disiapkan di aplikasi ini.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Konfigurasi aplikasi tidak valid',
    longMessage: 'Asal (origin) aplikasi ini tidak ada di daftar yang diizinkan oleh proyeknya.',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'Konfigurasi aplikasi tidak valid',
    longMessage: 'Wallet tersemat gagal dimuat. Pastikan domain ini ada di daftar yang diizinkan oleh proyek.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Sesi berakhir',
    longMessage: 'Sesi Anda telah berakhir. Silakan masuk lagi.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'ID proyek tidak valid',
    longMessage: 'projectId yang dipakai aplikasi ini tidak dikenal oleh server.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'ID proyek belum diatur',
    longMessage: 'Atur projectId di opsi Foyer untuk memakai registri wallet dan API blockchain.',
  },
}
