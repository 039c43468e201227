/** The embedded wallet's login, email-update and social flows: loaded when a visitor first uses one. */
export { connectEmail, resendEmail, submitEmailOtp, waitForDeviceApproval } from '../actions/authLogin.ts'
export { submitPrimaryOtp, submitSecondaryOtp, updateEmail } from '../actions/authEmailUpdate.ts'
export { finishSocialRedirect, loginWithSocialPopup, loginWithSocialRedirect } from '../actions/authSocial.ts'
export { loginWithFarcaster } from '../actions/authFarcaster.ts'
