/** The social logins: the Connect view's buttons, a login under way, and Sign In With Farcaster. */
export const socialTexts = {
  section: 'social',
  en: {
    socialLogins: 'Social logins',
    continueWith: 'Continue with {provider}',
    logInWith: 'Log in with {provider}',
    logInWithAccount: 'Log in with your account',
    continueInWindow: 'Continue in the {provider} window that opened.',
    continueInAccountWindow: 'Continue in the your account window that opened.',
    loginFailed: 'Login failed',
    authenticating: 'Authenticating...',
    creatingSession: 'Creating your session…',
    tryAgain: 'Try again',
    farcasterFailed: 'The Farcaster login did not finish.',
    farcasterQrLabel: 'QR code to log in with Farcaster: scan it with your phone',
    preparingQr: 'Preparing the QR code',
    farcasterScan: 'Scan with your phone’s camera or the Farcaster app, then sign in there.',
    openFarcaster: 'Open Farcaster',
    copyLink: 'Copy link',
  },
} as const
