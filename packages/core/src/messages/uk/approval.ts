import type { Catalogue } from '../catalogue.ts'

export const ukApproval: Catalogue['approval'] = {
  nothingWaiting: 'Немає запитів, що очікують на ваше підтвердження.',
  requestLabel: 'Запит на підтвердження',
  loadingRequest: 'Завантаження запиту',
  answerHere: 'Підтвердьте або відхиліть цей запит тут. Доти це вікно залишатиметься відкритим.',
}

export const ukApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'Підтвердити транзакцію',
  SignMessage: 'Підписати повідомлення',
  SignTypedData: 'Підписати структуровані дані',
  ApproveRequest: 'Підтвердити запит',
}
