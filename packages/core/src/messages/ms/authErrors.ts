import type { Catalogue } from '../catalogue.ts'

export const msAuthErrors: Catalogue['authErrors'] = {
  INVALID_EMAIL: 'Masukkan alamat e-mel yang sah',
  SAME_EMAIL: 'Ini sudah pun e-mel wallet anda',
  INVALID_OTP: 'Masukkan kod 6 digit daripada e-mel',
  POPUP_CLOSED: 'Tetingkap log masuk ditutup sebelum log masuk selesai',
  LOGIN_FAILED: 'Log masuk tidak selesai. Sila cuba lagi.',
  TRY_AGAIN_AFTER: 'Sila cuba lagi selepas {seconds} saat',
  FRAME_ERROR: 'Ralat telah berlaku',
  SERVER_UNREACHABLE: 'Kami tidak dapat menghubungi pelayan. Semak sambungan anda dan cuba lagi.',
  SITE_NOT_ALLOWED: 'Log masuk dengan e-mel dan media sosial tidak tersedia di laman ini.',
  SOMETHING_WENT_WRONG: 'Ada sesuatu yang tidak kena',
  CODE_NOT_ACCEPTED: 'Kod itu tidak berjaya. Semak e-mel dan cuba lagi, atau minta kod baharu.',
  CODE_WRONG: 'Kod itu tidak betul. Baki cubaan: {count}.',
  CODE_LOCKED: 'Terlalu banyak kod yang salah: kod ini tidak lagi berfungsi. Minta kod baharu.',
  LOCKED_OUT: 'Terlalu banyak kod yang salah. Tunggu beberapa minit, kemudian minta kod baharu.',
  MAIL_LIMIT: 'Terlalu banyak e-mel log masuk telah diminta. Sila cuba lagi nanti.',
  LOGIN_CANCELLED: 'Log masuk dibatalkan di {provider}.',
}
