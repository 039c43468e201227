/** The email login and its codes, the new-device check and changing the wallet's email. */
export const emailTexts = {
  section: 'email',
  en: {
    emailLabel: 'Email address',
    continueWithEmail: 'Continue with email',
    placeholder: 'Email',
    checkEmail: 'Check your email',
    /** `{email}` is drawn in bold. */
    codeSentTo: 'Enter the 6-digit code we sent to {email}',
    otpLabel: '6-digit code from the email',
    checkingCode: 'Checking the code…',
    newCodeSent: 'A new code is on its way.',
    noCode: 'Didn’t get it?',
    resendCode: 'Resend code',
    /** After too many wrong codes the code on screen is spent: only a new one helps. */
    requestNewCode: 'Request a new code',
    registerDevice: 'Register this device',
    linkSentTo: 'We sent a link to {email}. Open it to approve this browser; the login continues here by itself.',
    approvalCheckFailed: 'The approval could not be checked.',
    linkSentAgain: 'We sent the link again.',
    waitingForApproval: 'Waiting for your approval…',
    noEmail: 'No email?',
    resendLink: 'Resend link',
    tryAgain: 'Try again',
    confirmItIsYou: 'Confirm it is you',
    yourCurrentEmail: 'your current email',
    currentOtpLabel: '6-digit code from your current email',
    confirmNewEmail: 'Confirm the new email',
    newOtpLabel: '6-digit code from your new email',
    updateIntro: 'Your wallet’s email is {email}. We will send a code to it, then one to the new address.',
    updateIntroNoEmail: 'We will send a code to your current email, then one to the new address.',
    newEmailLabel: 'New email',
    sendCode: 'Send the code',
  },
} as const

/** The embedded wallet's email views' titles. */
export const emailTitles = {
  section: 'emailTitles',
  en: {
    EmailVerifyOtp: 'Confirm Email',
    EmailVerifyDevice: 'Register Device',
    UpdateEmailWallet: 'Update Email',
    UpdateEmailPrimaryOtp: 'Confirm Current Email',
    UpdateEmailSecondaryOtp: 'Confirm New Email',
  },
} as const
