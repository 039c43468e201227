import type { Catalogue } from '../catalogue.ts'

export const msApproval: Catalogue['approval'] = {
  nothingWaiting: 'Tiada permintaan yang menunggu kelulusan anda.',
  requestLabel: 'Permintaan untuk diluluskan',
  loadingRequest: 'Memuatkan permintaan',
  answerHere: 'Luluskan atau tolak permintaan ini di sini. Sehingga itu, tetingkap ini kekal terbuka.',
}

export const msApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'Luluskan transaksi',
  SignMessage: 'Tandatangani mesej',
  SignTypedData: 'Tandatangani data berstruktur',
  ApproveRequest: 'Luluskan permintaan',
}
