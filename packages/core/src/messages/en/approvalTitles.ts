/** ApproveTransaction's titles, by what the request asks (a transaction keeps 'Approve Transaction'). */
export const approvalTitles = {
  section: 'approvalTitles',
  en: {
    ApproveTransaction: 'Approve Transaction',
    SignMessage: 'Sign Message',
    SignTypedData: 'Sign Typed Data',
    ApproveRequest: 'Approve Request',
  },
} as const
