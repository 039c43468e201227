/** The view under the embedded wallet's approval screen (the screen itself is the frame's, in English). */
export const approvalTexts = {
  section: 'approval',
  en: {
    nothingWaiting: 'No request is waiting for your approval.',
    requestLabel: 'Request to approve',
    loadingRequest: 'Loading the request',
  },
} as const
