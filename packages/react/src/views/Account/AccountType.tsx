import { accountTexts, type AccountState, type ChainNamespace } from '@foyer/core/internal'
import { useState } from 'react'
import { ShieldIcon } from '../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'

type EmbeddedAccountType = 'eoa' | 'smartAccount'

/** The embedded wallet's account kind in use, where it holds both a smart account and its key's own (undefined elsewhere). */
function embeddedAccountType(namespace: ChainNamespace, account: AccountState): EmbeddedAccountType | undefined {
  if (account.connectedWalletInfo?.type !== 'AUTH') return undefined
  if (!account.allAccounts.some((entry) => entry.namespace === namespace && entry.type === 'smartAccount')) return undefined
  return account.preferredAccountTypes[namespace] === 'smartAccount' ? 'smartAccount' : 'eoa'
}

/** Under the login: which kind of account is shown, and whether the smart account is on the chain yet. */
export function AccountTypeTag({ namespace, account }: { namespace: ChainNamespace; account: AccountState }) {
  const m = useMessages(accountTexts)
  const type = embeddedAccountType(namespace, account)
  if (!type) return null
  return (
    <p className="foyer-connected-with" data-testid="account-type">
      <span className="foyer-tag">{m.accountTypes[type]}</span>
      {type === 'smartAccount' && !account.smartAccountDeployed && <span className="foyer-login-id">{m.smartAccountNotDeployed}</span>}
    </p>
  )
}

/** The row that moves the embedded wallet to its other account (spec §3 `preferredAccountType`). */
export function SwitchAccountTypeRow({ namespace, account }: { namespace: ChainNamespace; account: AccountState }) {
  const { client } = useFoyerInstance()
  const m = useMessages(accountTexts)
  const [busy, setBusy] = useState(false)
  const type = embeddedAccountType(namespace, account)
  if (!type) return null
  const other: EmbeddedAccountType = type === 'smartAccount' ? 'eoa' : 'smartAccount'
  const switchType = async () => {
    setBusy(true)
    try {
      await client.auth.setPreferredAccountType(other)
    } catch {
      // The snackbar said why; the account stays as it was.
    } finally {
      setBusy(false)
    }
  }
  return (
    <button type="button" className="foyer-row" style={{ marginTop: 8, minHeight: 48 }} onClick={() => void switchType()} disabled={busy} aria-busy={busy} data-testid="switch-account-type">
      <span className="foyer-wallet-image" style={{ width: 32, height: 32, borderRadius: 10 }}>
        <ShieldIcon />
      </span>
      <span className="foyer-row-name">{m.switchAccountType[other]}</span>
    </button>
  )
}
