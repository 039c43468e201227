import type { Catalogue } from '../catalogue.ts'

export const frApproval: Catalogue['approval'] = {
  nothingWaiting: 'Aucune demande n’attend votre approbation.',
  requestLabel: 'Demande à approuver',
  loadingRequest: 'Chargement de la demande',
  answerHere: 'Approuvez ou refusez cette demande ici. D’ici là, cette fenêtre reste ouverte.',
}

export const frApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'Approuver la transaction',
  SignMessage: 'Signer le message',
  SignTypedData: 'Signer des données structurées',
  ApproveRequest: 'Approuver la demande',
}
