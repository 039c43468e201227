import { Suspense, useId } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useStore } from '../../hooks/useStore.ts'
import { useThemeStyle } from '../../theme/useThemeStyle.ts'
import { PreloadViewContext } from '../../views/preloadView.ts'
import { preloadView, shownView } from '../../views/registry.ts'
import { AlertBanner } from '../AlertBanner/AlertBanner.tsx'
import { Dialog } from '../Dialog/Dialog.tsx'
import { BackIcon, CloseIcon } from '../icons/icons.tsx'
import { Snackbar } from '../Snackbar/Snackbar.tsx'

/** The modal: header, alert, the current view of the router and the snackbar, in an accessible dialog. */
export function Modal() {
  const { client } = useFoyerInstance()
  const { ctx } = client
  const { open, shake } = useStore(ctx.modal)
  const history = useStore(ctx.router, (state) => state.history)
  // The current view decides whether Close, Escape and Back are refused (a request waiting in
  // ApproveTransaction holds all three, spec §2); the approval's state is watched so the header follows.
  useStore(ctx.auth, (state) => state.approval.pending)
  const { style, themeMode } = useThemeStyle()
  const titleId = useId()
  const embedded = ctx.options.enableEmbedded
  if (!open && !embedded) return null

  const entry = history[history.length - 1] ?? { view: 'Connect' as const }
  const { title, component: View, data } = shownView(entry)
  const closable = client.canClose()

  return (
    <div className={`foyer-root${embedded ? ' foyer-embedded' : ''}`} data-theme={themeMode} style={style}>
      <Dialog labelledBy={titleId} onClose={client.close} shake={shake} embedded={embedded} viewKey={entry.view}>
        <div className="foyer-header">
          {client.canGoBack() ? (
            <button type="button" className="foyer-icon-button" aria-label="Back" onClick={client.back}>
              <BackIcon />
            </button>
          ) : (
            <span />
          )}
          <h2 className="foyer-title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="foyer-icon-button" aria-label="Close" onClick={client.close} disabled={!closable}>
            <CloseIcon />
          </button>
        </div>
        <AlertBanner />
        <PreloadViewContext.Provider value={preloadView}>
          <Suspense fallback={<ViewLoading />}>
            <View key={entry.view} data={data} />
          </Suspense>
        </PreloadViewContext.Provider>
        <Snackbar />
      </Dialog>
    </div>
  )
}

function ViewLoading() {
  return (
    <div className="foyer-body">
      <div className="foyer-center" style={{ minHeight: 160, justifyContent: 'center' }}>
        <span className="foyer-spinner" role="progressbar" aria-label="Loading" />
      </div>
    </div>
  )
}
