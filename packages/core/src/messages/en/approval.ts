/** The view under the embedded wallet's approval screen (the screen itself is the frame's, in the same locale). */
export const approvalTexts = {
  section: 'approval',
  en: {
    nothingWaiting: 'No request is waiting for your approval.',
    requestLabel: 'Request to approve',
    loadingRequest: 'Loading the request',
    /** Why Close, Escape and Back do nothing while a request waits. */
    answerHere: 'Answer this request here with Approve or Reject. Until then this window stays open.',
  },
} as const
