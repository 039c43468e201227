import type { Catalogue } from '../catalogue.ts'

export const msAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Rangkaian tidak ditemui',
    longMessage: 'Rangkaian yang anda minta tidak disediakan dalam aplikasi ini.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Konfigurasi aplikasi tidak sah',
    longMessage: 'Asal (origin) aplikasi ini tiada dalam senarai yang dibenarkan oleh projeknya.',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'Konfigurasi aplikasi tidak sah',
    longMessage: 'Wallet terbenam gagal dimuatkan. Pastikan domain ini ada dalam senarai yang dibenarkan oleh projek.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Sesi tamat',
    longMessage: 'Sesi anda telah tamat. Sila log masuk semula.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'ID projek tidak sah',
    longMessage: 'projectId yang digunakan oleh aplikasi ini tidak dikenali oleh pelayan.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'ID projek tidak ditetapkan',
    longMessage: 'Tetapkan projectId dalam pilihan Foyer untuk menggunakan direktori wallet dan API blockchain.',
  },
}
