import { useFoyerProvider } from '@foyer/react'
import { useState } from 'react'

/** A day from now, in seconds: the session key's expiry. */
const expiry = () => Math.floor(Date.now() / 1000) + 86_400

/**
 * The host asks for a session key (ERC-7715's wallet_grantPermissions: native token spending,
 * limited, for a day), as a game or a subscription would, and shows the wallet's answer. Foyer's
 * embedded wallet offers none (its Safe has no session-key module) and refuses at once with 4200,
 * before any approval opens; a browser or WalletConnect wallet answers for itself.
 */
export function GrantPermissions() {
  const { walletProvider } = useFoyerProvider()
  const [answer, setAnswer] = useState<string>()

  async function ask() {
    if (!walletProvider) return
    const chainId = (await walletProvider.request({ method: 'eth_chainId' })) as string
    try {
      const granted = await walletProvider.request({
        method: 'wallet_grantPermissions',
        params: [
          {
            chainId,
            expiry: expiry(),
            signer: { type: 'keys', data: { ids: [] } },
            permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', start: 0, period: 86_400 } }],
          },
        ],
      })
      setAnswer(`Granted: ${JSON.stringify(granted)}`)
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string }
      setAnswer(`Refused (${code ?? 'no code'}): ${message ?? 'no message'}`)
    }
  }

  return (
    <div className="sign">
      <p>Ask for a session key (ERC-7715): up to 0.01 ETH a day, for a day.</p>
      <button type="button" className="button" onClick={ask} disabled={!walletProvider}>
        Ask for a session key
      </button>
      {answer && <p data-testid="host-permissions">{answer}</p>}
    </div>
  )
}
