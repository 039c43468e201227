import type { Catalogue } from '../catalogue.ts'

export const ptBRApproval: Catalogue['approval'] = {
  nothingWaiting: 'Nenhuma solicitação está aguardando sua aprovação.',
  requestLabel: 'Solicitação para aprovar',
  loadingRequest: 'Carregando a solicitação',
  answerHere: 'Aprove ou rejeite esta solicitação aqui. Até lá, esta janela continua aberta.',
}

export const ptBRApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'Aprovar transação',
  SignMessage: 'Assinar mensagem',
  SignTypedData: 'Assinar dados estruturados',
  ApproveRequest: 'Aprovar solicitação',
}
