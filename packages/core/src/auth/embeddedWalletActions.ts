/** The embedded wallet's login, email-update and social flows: loaded when a visitor first uses one. */
export { connectEmail, resendEmail, submitEmailOtp, waitForDeviceApproval } from './login.ts'
export { submitPrimaryOtp, submitSecondaryOtp, updateEmail } from './emailUpdate.ts'
export { finishSocialRedirect, loginWithSocialPopup, loginWithSocialRedirect } from './socialLogin.ts'
export { loginWithFarcaster } from './farcasterLogin.ts'
