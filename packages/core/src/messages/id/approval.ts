import type { Catalogue } from '../catalogue.ts'

export const idApproval: Catalogue['approval'] = {
  nothingWaiting: 'Tidak ada permintaan yang menunggu persetujuan Anda.',
  requestLabel: 'Permintaan untuk disetujui',
  loadingRequest: 'Memuat permintaan',
  answerHere: 'Setujui atau tolak permintaan ini di sini. Sampai saat itu, jendela ini tetap terbuka.',
}

export const idApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'Setujui transaksi',
  SignMessage: 'Tanda tangani pesan',
  SignTypedData: 'Tanda tangani data terstruktur',
  ApproveRequest: 'Setujui permintaan',
}
