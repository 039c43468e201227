import { useState } from 'react'
import type { WalletChain } from '../config.ts'
import type { WalletState } from '../walletState.ts'

export function Header({ state, chains, onSwitchChain }: { state: WalletState; chains: readonly WalletChain[]; onSwitchChain(chainId: number): void }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard?.writeText(state.address).catch(() => {})
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }
  return (
    <header className="header">
      <div className="brand">
        <img src="/wallet-icon.svg" alt="" width={32} height={32} />
        <h1 className="brand-name">Foyer Wallet</h1>
        <span className={`status status-${state.status}`}>{state.status === 'ready' ? 'Ready' : state.status === 'starting' ? 'Starting…' : 'Not started'}</span>
      </div>
      <div className="account">
        <div className="address-box">
          <span className="label" id="address-label">
            Account
          </span>
          <button
            type="button"
            className="address mono"
            onClick={() => void copy()}
            title="Copy the address"
            aria-describedby="address-label"
            data-testid="wallet-address"
            data-address={state.address}
          >
            {state.address}
          </button>
          <span className="copied" role="status">
            {copied ? 'Copied' : ''}
          </span>
        </div>
        <label className="chain-select">
          <span className="label">Chain</span>
          <select value={state.chainId} onChange={(event) => onSwitchChain(Number(event.target.value))}>
            {chains.map((chain) => (
              <option key={chain.chainId} value={chain.chainId}>
                {chain.name} ({chain.chainId})
              </option>
            ))}
          </select>
        </label>
      </div>
    </header>
  )
}
