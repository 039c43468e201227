import { SignInPrompt } from './SignInPrompt.tsx'

/** Sign in with the connected wallet: the wallet's own window shows the message (spec §4). */
export default function SIWXSignMessageView() {
  return <SignInPrompt where="wallet" />
}
