/**
 * The source files a host writes, as Foyer's READMEs tell them to: the same for every host app
 * the tests build (Vite on React 19 or 18, Next.js), with the stack's API and chains filled in.
 */
import type { WebConfig } from '../../apps/web/src/config.ts'

/** `foyer.ts`: one Foyer instance for the app, on the stack's chains. */
export function foyerSource(config: WebConfig, options: { stateCookie?: boolean } = {}): string {
  const networks = config.chains.map((chain) => `  evmNetwork({ id: ${chain.chainId}, name: ${JSON.stringify(chain.name)}, rpcUrl: ${JSON.stringify(chain.rpcUrl)} }),`)
  return `import { evmAdapter, evmNetwork } from '@foyer/adapter-evm'
import { createFoyer } from '@foyer/react'

export const foyer = createFoyer({
  projectId: ${JSON.stringify(config.projectId)},
  apiUrl: ${JSON.stringify(config.apiUrl)},
  networks: [
${networks.join('\n')}
  ],
  adapters: [evmAdapter()],${options.stateCookie ? '\n  stateCookie: true,' : ''}
})
`
}

/** `wagmi.ts`: the host's existing wagmi config, with Foyer's connector as @foyer/wagmi's README has it. */
export function wagmiSource(config: WebConfig): string {
  const chains = config.chains.map(
    (chain, index) => `const chain${index} = defineChain({
  id: ${chain.chainId},
  name: ${JSON.stringify(chain.name)},
  nativeCurrency: ${JSON.stringify(chain.nativeCurrency)},
  rpcUrls: { default: { http: [${JSON.stringify(chain.rpcUrl)}] } },
})`,
  )
  const ids = config.chains.map((_, index) => `chain${index}`)
  return `import { foyerConnector } from '@foyer/wagmi'
import { defineChain } from 'viem'
import { createConfig, http } from 'wagmi'
import { foyer } from './foyer'

${chains.join('\n')}

export const wagmiConfig = createConfig({
  chains: [${ids.join(', ')}],
  connectors: [foyerConnector(foyer)],
  transports: { ${ids.map((id) => `[${id}.id]: http()`).join(', ')} },
})

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
`
}

/** `WagmiPanel.tsx`: what a wagmi app already shows and does, untouched by Foyer. */
export const WAGMI_PANEL = `import { useState } from 'react'
import { parseEther } from 'viem'
import { useAccount, useDisconnect, useSendTransaction, useSignMessage, useSwitchChain } from 'wagmi'

export function WagmiPanel({ to }: { to: \`0x\${string}\` }) {
  const { status, address, chainId, connector } = useAccount()
  const { signMessageAsync } = useSignMessage()
  const { sendTransactionAsync } = useSendTransaction()
  const { chains, switchChainAsync } = useSwitchChain()
  const other = chains.find((chain) => chain.id !== chainId)
  const { disconnectAsync } = useDisconnect()
  const [result, setResult] = useState('')
  const act = (action: () => Promise<string>) => () => void action().then(setResult, (error: Error) => setResult('error: ' + error.message))
  return (
    <section aria-label="wagmi">
      <p data-testid="wagmi-status">{status}</p>
      <p data-testid="wagmi-address">{address ?? ''}</p>
      <p data-testid="wagmi-chain">{chainId ?? ''}</p>
      <p data-testid="wagmi-connector">{connector?.id ?? ''}</p>
      <button onClick={act(() => signMessageAsync({ message: 'hello from wagmi' }))}>wagmi: sign message</button>
      <button onClick={act(() => sendTransactionAsync({ to, value: parseEther('0.01') }))}>wagmi: send 0.01</button>
      <button onClick={act(async () => String((await switchChainAsync({ chainId: other!.id })).id))}>wagmi: switch chain</button>
      <button onClick={act(async () => (await disconnectAsync(), 'disconnected'))}>wagmi: disconnect</button>
      <output data-testid="wagmi-result">{result}</output>
    </section>
  )
}
`

/** `FoyerStatus.tsx`: Foyer's own hook, beside wagmi's. */
export const FOYER_STATUS = `import { useFoyerAccount } from '@foyer/react'

export function FoyerStatus() {
  const { status, address } = useFoyerAccount()
  return <p data-testid="foyer-status">{status} {address ?? ''}</p>
}
`
