import type { Catalogue } from '../catalogue.ts'

export const esApproval: Catalogue['approval'] = {
  nothingWaiting: 'No hay ninguna solicitud esperando tu aprobación.',
  requestLabel: 'Solicitud por aprobar',
  loadingRequest: 'Cargando la solicitud',
  answerHere: 'Aprueba o rechaza esta solicitud aquí. Hasta entonces, esta ventana seguirá abierta.',
}

export const esApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'Aprobar transacción',
  SignMessage: 'Firmar mensaje',
  SignTypedData: 'Firmar datos estructurados',
  ApproveRequest: 'Aprobar solicitud',
}
