import type { Catalogue } from '../catalogue.ts'

export const ruApproval: Catalogue['approval'] = {
  nothingWaiting: 'Нет запросов, ожидающих вашего подтверждения.',
  requestLabel: 'Запрос на подтверждение',
  loadingRequest: 'Загрузка запроса',
  answerHere: 'Подтвердите или отклоните этот запрос здесь. До тех пор это окно останется открытым.',
}

export const ruApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'Подтвердить транзакцию',
  SignMessage: 'Подписать сообщение',
  SignTypedData: 'Подписать структурированные данные',
  ApproveRequest: 'Подтвердить запрос',
}
