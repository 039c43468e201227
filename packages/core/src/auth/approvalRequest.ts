/**
 * What an unsafe request of the embedded wallet asks of the visitor, so ApproveTransaction is titled
 * by it: signing a message, signing typed data, sending a transaction, or another request
 * (permissions). Each namespace's module says it of its methods (`approvals`).
 */
export type ApprovalRequest = 'message' | 'typedData' | 'transaction' | 'other'
