/** The sign-in views (SIWX): SIWXSignMessage for a connected wallet, ConnectingSiwe for the embedded wallet. */
export const siwxTexts = {
  section: 'siwx',
  en: {
    heading: 'Sign in to {app}',
    /** What signing is, in plain words: nothing is sent, nothing is paid. */
    whatItIs: 'Sign a message to prove this account is yours. Signing is free and sends no transaction.',
    /** Where the message shows: the wallet's own window (SIWXSignMessage). */
    inWallet: 'Your wallet will show the message to sign.',
    /** Where the message shows: Foyer's secure window (ConnectingSiwe, the embedded wallet). */
    inFrame: 'The message will show in a secure window for you to approve.',
    /** Signing is required: cancelling disconnects. */
    cancelDisconnects: 'Cancelling disconnects your wallet.',
    account: 'Account',
    sign: 'Sign in',
    signing: 'Waiting for your signature…',
    cancel: 'Cancel',
    /** Shown when Close is refused: the visitor must sign or cancel. */
    required: '{app} needs you to sign in. Sign the message, or cancel to disconnect.',
    failed: 'Signing in failed. Please try again.',
  },
} as const
