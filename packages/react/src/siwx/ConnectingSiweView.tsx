import { SignInPrompt } from './SignInPrompt.tsx'

/**
 * Sign in with the embedded wallet: Sign in opens ApproveTransaction, where Foyer's secure frame
 * shows the message and the visitor approves it; the session is stored once it is signed.
 */
export default function ConnectingSiweView() {
  return <SignInPrompt where="frame" />
}
