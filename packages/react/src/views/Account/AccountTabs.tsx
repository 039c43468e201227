import { accountTexts, activityTexts, type AccountState, type AccountTab } from '@foyer/core/internal'
import { lazy, Suspense, useId, type KeyboardEvent } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { TokenList } from './TokenList.tsx'

const TABS: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity']

// History is a feature view (spec §2): its code loads when the tab is first shown, or hovered.
const loadActivityList = () => import('./ActivityList.tsx')
const ActivityList = lazy(loadActivityList)
// The NFT grid and its store load when the tab is first shown, or hovered.
const loadNftList = () => import('./NftList.tsx')
const NftList = lazy(loadNftList)
const PRELOADS: Partial<Record<AccountTab, () => Promise<unknown>>> = { NFTs: loadNftList, Activity: loadActivityList }

/**
 * The account's tabs, as an ARIA tablist (arrow keys move between tabs). Activity only with
 * features.history; NFTs and Activity only with a Foyer server (which reads them), so without one
 * the tokens show alone, with no tablist.
 */
export function AccountTabs({ tab: requested, onTab, account, networkName }: { tab: AccountTab; onTab: (tab: AccountTab) => void; account: AccountState; networkName: string }) {
  const id = useId()
  const { client } = useFoyerInstance()
  const m = useMessages(accountTexts)
  const activity = useMessages(activityTexts)
  const tabs = !client.ctx.server ? (['Tokens'] as const) : client.options.features.history ? TABS : TABS.filter((name) => name !== 'Activity')
  const tab = tabs.includes(requested) ? requested : 'Tokens'
  if (tabs.length === 1)
    return (
      <div className="foyer-tokens-alone">
        <TokenList account={account} networkName={networkName} />
      </div>
    )
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]!
    onTab(next)
    document.getElementById(`${id}-${next}`)?.focus()
  }
  return (
    <>
      <div className="foyer-tabs" role="tablist" aria-label={m.tabsLabel} onKeyDown={onKeyDown}>
        {tabs.map((name) => (
          <button
            key={name}
            id={`${id}-${name}`}
            type="button"
            role="tab"
            className="foyer-tab"
            aria-selected={name === tab}
            aria-controls={`${id}-panel`}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => onTab(name)}
            onPointerEnter={PRELOADS[name] && (() => void PRELOADS[name]!().catch(() => undefined))}
          >
            {m.tabs[name]}
          </button>
        ))}
      </div>
      {/* Focusable (WAI-ARIA tabs pattern): the panels hold no controls, and keyboard users scroll the list from here. */}
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} tabIndex={0}>
        {tab === 'Tokens' && <TokenList account={account} networkName={networkName} />}
        {tab === 'NFTs' && (
          <Suspense
            fallback={
              <div className="foyer-center">
                <span className="foyer-spinner" role="progressbar" aria-label={m.loadingNfts} />
              </div>
            }
          >
            <NftList networkName={networkName} />
          </Suspense>
        )}
        {tab === 'Activity' && (
          <Suspense
            fallback={
              <div className="foyer-center">
                <span className="foyer-spinner" role="progressbar" aria-label={activity.loading} />
              </div>
            }
          >
            <ActivityList />
          </Suspense>
        )}
      </div>
    </>
  )
}
