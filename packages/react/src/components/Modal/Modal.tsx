import { directionOf, shellTexts } from '@foyer/core/internal'
import { Suspense, useId, useRef } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { useThemeStyle } from '../../theme/useThemeStyle.ts'
import { PreloadViewContext } from '../../views/preloadView.ts'
import { preloadView, shownView } from '../../views/registry.ts'
import { AlertBanner } from '../AlertBanner/AlertBanner.tsx'
import { Dialog } from '../Dialog/Dialog.tsx'
import { BackIcon, CloseIcon } from '../icons/icons.tsx'
import { Snackbar } from '../Snackbar/Snackbar.tsx'
import { useModalStyles } from './ModalStyles.ts'
import { ViewFocus, type FocusMemory, type ViewArrival } from './ViewFocus.tsx'

/** The modal: header, alert, the current view of the router and the snackbar, in an accessible dialog. */
export function Modal() {
  useModalStyles()
  const { client } = useFoyerInstance()
  const { ctx } = client
  const { open, shake } = useStore(ctx.modal)
  const history = useStore(ctx.router, (state) => state.history)
  // The current view decides whether Close, Escape and Back are refused (a request waiting in
  // ApproveTransaction holds all three, spec §2); the approval's state is watched so the header follows.
  useStore(ctx.auth, (state) => state.approval.pending)
  const { style, themeMode } = useThemeStyle()
  const titleId = useId()
  const m = useMessages(shellTexts)
  // The language the texts are in, for screen readers (English until a translation has loaded).
  const lang = useStore(ctx.messages, (state) => (state.catalogue ? state.locale : 'en'))
  const embedded = ctx.options.enableEmbedded
  const arrival = useViewArrival(open || Boolean(embedded), history.length, history[history.length - 1]?.view)
  const focusMemory = useRef<FocusMemory>(new Map()).current
  if (!open && !embedded) return null

  const entry = history[history.length - 1] ?? { view: 'Connect' as const }
  // Titled in the visitor's locale: the catalogue this component follows (useMessages) holds every section's titles.
  const { title, component: View, data } = shownView(entry, ctx.messages.texts)
  const closable = client.canClose()

  return (
    // Written the locale's way: a right-to-left locale mirrors the layout (the styles are logical: start and end).
    <div className={`foyer-root${embedded ? ' foyer-embedded' : ''}`} lang={lang} dir={directionOf(lang)} data-theme={themeMode} style={style}>
      <Dialog labelledBy={titleId} onClose={client.close} shake={shake} embedded={embedded} viewKey={entry.view}>
        <div className="foyer-header">
          {client.canGoBack() ? (
            <button type="button" className="foyer-icon-button" aria-label={m.header.back} onClick={client.back}>
              <BackIcon />
            </button>
          ) : (
            <span />
          )}
          <h2 className="foyer-title" id={titleId} tabIndex={-1}>
            {title}
          </h2>
          {/* Refused rather than disabled while a view must be answered first (an approval): it stays in the
              Tab cycle, and pressing it says why (the modal shakes and the view repeats what to do). */}
          <button type="button" className="foyer-icon-button" aria-label={m.header.close} onClick={client.close} aria-disabled={closable ? undefined : true}>
            <CloseIcon />
          </button>
        </div>
        <AlertBanner />
        <PreloadViewContext.Provider value={preloadView}>
          <Suspense fallback={<ViewLoading />}>
            <ViewFocus key={entry.view} arrival={arrival} depth={history.length} memory={focusMemory}>
              <View data={data} />
            </ViewFocus>
          </Suspense>
        </PreloadViewContext.Provider>
        <Snackbar />
      </Dialog>
    </div>
  )
}

/**
 * How the current view was reached, read during render: 'open' for the first view since the modal
 * opened, then 'forward' or 'back' by whether the history grew or shrank (a replaced view counts
 * as forward).
 */
function useViewArrival(shown: boolean, depth: number, view: string | undefined): ViewArrival {
  const last = useRef<{ shown: boolean; depth: number; view: string | undefined; arrival: ViewArrival }>({ shown: false, depth, view, arrival: 'open' })
  const previous = last.current
  if (previous.shown !== shown || previous.depth !== depth || previous.view !== view) {
    const arrival: ViewArrival = !previous.shown ? 'open' : depth < previous.depth ? 'back' : 'forward'
    last.current = { shown, depth, view, arrival }
  }
  return last.current.arrival
}

function ViewLoading() {
  const m = useMessages(shellTexts)
  return (
    <div className="foyer-body">
      <div className="foyer-center" style={{ minHeight: 160, justifyContent: 'center' }}>
        <span className="foyer-spinner" role="progressbar" aria-label={m.header.loading} />
      </div>
    </div>
  )
}
