import {
  availableSocials,
  buildWalletList,
  connectMethodOrder,
  isAuthConnector,
  legalAccepted,
  legalPages,
  loadLoginMethods,
  offeredLogins,
  rememberLegalAccepted,
  shellTexts,
  telegramPlatform,
  walletsCollapsed,
  type ConnectMethod,
  type WalletItem,
} from '@foyer/core/internal'
import { Fragment, lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { GridIcon } from '../../components/icons/icons.tsx'
import { whenIdle } from '../../components/Modal/whenIdle.ts'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { usePreloadView } from '../preloadView.ts'
import { connectingTarget } from '../ConnectingExternal/connectingData.ts'
import { LegalAgreement } from './LegalAgreement.tsx'
import { MissingWallets } from './MissingWallets.tsx'
import { NewToWallets } from './NewToWallets.tsx'
import { useConnectWallets } from './useConnectWallets.ts'
import { WalletRow } from './WalletRow.tsx'

/** How often the Connect view asks the server again for its logins while it has not answered. */
const LOGIN_METHODS_RETRY_MS = 10_000

// The embedded wallet's logins load on demand: a host that turns them off never downloads them.
const EmailLogin = lazy(() => import('../../auth/login/EmailLogin.tsx'))
const SocialLogins = lazy(() => import('../../auth/login/SocialLogins.tsx'))

/**
 * The first view: email and social login (those the host turned on and the server serves) and the
 * wallets, in the connect-method order of spec §2 — wallets first when an installed wallet is visible.
 */
export function ConnectView() {
  const { client } = useFoyerInstance()
  const { ctx } = client
  const connectors = useStore(ctx.connectors)
  const hasAuth = connectors.some(isAuthConnector)
  const m = useMessages(shellTexts).connect
  const loginMethods = useStore(ctx.auth, (state) => state.loginMethods)
  // A login the server cannot serve is not offered (the console tells the developer why).
  const offered = offeredLogins(ctx.options.features, loginMethods)
  const socials = hasAuth ? availableSocials(offered.socials, telegramEnvironment()) : []
  // The embedded wallet's frame loads while the visitor reads this view: READY and its 500 ms
  // delay are over by the time an email is typed or a provider picked. It waits until the view
  // has painted and the page is idle, so the frame's element and document do not delay the list.
  useEffect(() => {
    if (!hasAuth) return
    loadLoginMethods(ctx).catch(() => undefined)
    return whenIdle(() =>
      client.auth
        .connector()
        ?.load()
        .catch(() => undefined),
    )
  }, [client, ctx, hasAuth])
  // The server did not answer which logins it serves: asked again while this view shows, so the
  // logins come back by themselves once it does.
  const loginsAway = hasAuth && loginMethods.status === 'unavailable'
  useEffect(() => {
    if (!loginsAway) return
    const timer = setInterval(() => void loadLoginMethods(ctx).catch(() => undefined), LOGIN_METHODS_RETRY_MS)
    return () => clearInterval(timer)
  }, [ctx, loginsAway])
  const wantedSocials = ctx.options.features.socials !== false && ctx.options.features.socials.length > 0
  const unavailable = loginsAway && (ctx.options.features.email || wantedSocials) && (
    <p className="foyer-empty" role="status" data-testid="logins-unavailable">
      {m.loginsUnavailable[ctx.options.features.email ? (wantedSocials ? 'both' : 'email') : 'social']}
    </p>
  )

  // The host's terms and privacy box (features.legalCheckbox): every way in waits until it is ticked.
  const legal = legalPages(ctx.options)
  const [agreed, setAgreed] = useState(() => !legal || legalAccepted(ctx.storage))
  const legalNoteId = useId()
  const agree = (accepted: boolean) => {
    setAgreed(accepted)
    rememberLegalAccepted(ctx.storage, accepted)
  }
  const emailShown = Boolean(hasAuth && offered.email && !unavailable)
  const collapsed = walletsCollapsed(ctx.options, emailShown)
  const [walletsOpened, setWalletsOpened] = useState(false)

  const sections: Partial<Record<ConnectMethod, ReactNode>> = {
    email:
      unavailable ||
      (hasAuth && offered.email && (
        <Suspense fallback={<div style={{ height: 52 }} />}>
          <EmailLogin />
        </Suspense>
      )),
    social: socials.length > 0 && (
      <Suspense fallback={<div style={{ height: 48 }} />}>
        <SocialLogins providers={socials} />
      </Suspense>
    ),
    wallet: collapsed && !walletsOpened ? <ContinueWithWallet onOpen={() => setWalletsOpened(true)} /> : <WalletList focusFirst={collapsed} />,
  }
  const shown = connectMethodOrder(connectors).filter((method) => sections[method])
  const ways = shown.map((method, index) => {
    const previous = shown[index - 1]
    // Logins and wallets are two ways in: an "or" between them, none between email and social.
    const divide = previous && (previous === 'wallet' || method === 'wallet')
    return (
      <Fragment key={method}>
        {divide && <p className="foyer-separator">{m.or}</p>}
        {method === 'social' && previous === 'email' && <div style={{ height: 8 }} />}
        {sections[method]}
      </Fragment>
    )
  })
  return (
    <div className="foyer-body">
      {legal ? (
        <>
          <LegalAgreement pages={legal} agreed={agreed} onChange={agree} noteId={legalNoteId} />
          {/* A disabled fieldset disables every wallet, login and field inside it, for the pointer, the keyboard and screen readers alike. */}
          <fieldset className="foyer-connect-ways" disabled={!agreed} aria-describedby={agreed ? undefined : legalNoteId}>
            {ways}
          </fieldset>
        </>
      ) : (
        ways
      )}
      <NewToWallets />
    </div>
  )
}

/** The wallet list behind one button (features.collapseWallets, or emailShowWallets off beside email login). */
function ContinueWithWallet({ onOpen }: { onOpen(): void }) {
  const m = useMessages(shellTexts).connect
  return (
    <button type="button" className="foyer-button" data-variant="secondary" data-block="true" onClick={onOpen}>
      <GridIcon />
      {m.continueWithWallet}
    </button>
  )
}

/** Installed and announced wallets, then featured, custom and recommended ones, and All Wallets; `focusFirst` once opened from "Continue with a wallet". */
function WalletList({ focusFirst = false }: { focusFirst?: boolean }) {
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const { ctx } = client
  const connectors = useStore(ctx.connectors)
  const recent = useStore(ctx.recentWallets)
  const { featured, recommended, count, failed, retry } = useConnectWallets()
  const m = useMessages(shellTexts).connect
  const tags: Partial<Record<WalletItem['section'], string>> = { recent: m.tagRecent, injected: m.tagInstalled, walletConnect: m.tagQrCode }
  const items = buildWalletList({ connectors, recent, featured, custom: ctx.options.customWallets ?? [], recommended })
  const list = useRef<HTMLUListElement>(null)
  // Opened by its button, which is gone: focus goes to the first wallet, where the visitor's eyes are.
  useEffect(() => {
    if (focusFirst) list.current?.querySelector('button')?.focus()
  }, [focusFirst])

  return (
    <>
      <ul className="foyer-list" aria-label={m.wallets} ref={list}>
        {items.map((item) => {
          const target = connectingTarget(item, connectors)
          return (
            <WalletRow
              key={`${item.section}:${item.id}`}
              name={item.name}
              imageUrl={imageOf(item, ctx.registry.walletImageUrl)}
              tag={tags[item.section]}
              tagVariant={item.section === 'recent' ? 'muted' : undefined}
              onIntent={() => preloadView(target.view)}
              onSelect={() => client.push(target.view, target.data)}
            />
          )
        })}
        {ctx.options.features.allWallets && (
          <WalletRow
            name={m.allWallets}
            icon={
              <span className="foyer-wallet-image">
                <GridIcon />
              </span>
            }
            tag={count > 0 ? `${count > 99 ? '99+' : count}` : undefined}
            tagVariant="muted"
            onIntent={() => {
              preloadView('AllWallets')
              void client.prefetchAllWallets()
            }}
            onSelect={() => client.push('AllWallets')}
          />
        )}
      </ul>
      {items.length === 0 && !ctx.options.features.allWallets && <p className="foyer-empty">{m.noWallet}</p>}
      {failed && <MissingWallets onRetry={retry} />}
    </>
  )
}

/** Telegram's in-app browser drops some providers (spec §5). */
function telegramEnvironment() {
  const isTelegram = Boolean((globalThis as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp)
  return { isTelegram, platform: telegramPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent) }
}

function imageOf(item: WalletItem, walletImageUrl: (id: string) => string | undefined): string | undefined {
  if (item.kind === 'connector') return item.connector.imageUrl ?? (item.connector.imageId ? walletImageUrl(item.connector.imageId) : undefined)
  if (item.kind === 'listing') return walletImageUrl(item.listing.image_id)
  return item.wallet.image_url
}
