import type { Catalogue } from '../catalogue.ts'

export const deApproval: Catalogue['approval'] = {
  nothingWaiting: 'Keine Anfrage wartet auf deine Bestätigung.',
  requestLabel: 'Zu bestätigende Anfrage',
  loadingRequest: 'Anfrage wird geladen',
  answerHere: 'Bestätige oder lehne diese Anfrage hier ab. Bis dahin bleibt das Fenster offen.',
}

export const deApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'Transaktion bestätigen',
  SignMessage: 'Nachricht signieren',
  SignTypedData: 'Strukturierte Daten signieren',
  ApproveRequest: 'Anfrage bestätigen',
}
