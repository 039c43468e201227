import { walletGuideTexts } from '@foyer/core/internal'
import type { ReactNode } from 'react'
import { ShieldIcon, WalletIcon } from '../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { usePreloadView } from '../../views/preloadView.ts'
import { useWalletGuideStyles } from '../WalletGuideStyles.ts'

/** "New to wallets?": what a wallet is, in three short points, and a way to get one. */
export default function WhatIsAWalletView() {
  useWalletGuideStyles()
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const m = useMessages(walletGuideTexts)
  return (
    <div className="foyer-body">
      <ul className="foyer-guide-points">
        <Point icon={<WalletIcon />} title={m.homeTitle} text={m.homeText} />
        <Point icon={<KeyIcon />} title={m.loginTitle} text={m.loginText} />
        <Point icon={<ShieldIcon />} title={m.ownTitle} text={m.ownText} />
      </ul>
      <button
        type="button"
        className="foyer-button foyer-guide-cta"
        data-block="true"
        onPointerEnter={() => preloadView('GetWallet')}
        onFocus={() => preloadView('GetWallet')}
        onClick={() => client.push('GetWallet')}
      >
        {m.getAWallet}
      </button>
    </div>
  )
}

function Point({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="foyer-guide-point">
      <span className="foyer-guide-icon">{icon}</span>
      <span>
        <strong>{title}</strong>
        <span>{text}</span>
      </span>
    </li>
  )
}

function KeyIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l8-8M16 7l2.5 2.5M14 9l2 2" />
    </svg>
  )
}
