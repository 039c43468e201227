/**
 * The embedded-wallet frame, served by the Foyer server at /auth-frame/ and loaded hidden by the
 * modal. It learns its parent's origin, has the server confirm the project allows it, then answers
 * the parent's messages (and nobody else's) with the device id and session it keeps to itself.
 */
import './frame.css'
import { createAuthApiClient } from './authApiClient.ts'
import { browserPage } from './browserPage.ts'
import { loadDeviceId } from './deviceId.ts'
import { createFrameContext } from './frameContext.ts'
import { createFrameLog } from './frameLog.ts'
import { readFrameQuery } from './frameQuery.ts'
import { createFrameRouter } from './frameRouter.ts'
import { browserStorage } from './frameStorage.ts'
import { DEFAULT_THEME, applyTheme } from './frameTheme.ts'
import { FRAME_HANDLERS } from './handlers/index.ts'
import { learnParentOrigin } from './parentOrigin.ts'
import { createSessionStore } from './sessionStore.ts'
import { speak } from './texts/say.ts'

void start()

async function start(): Promise<void> {
  applyTheme(document.documentElement, DEFAULT_THEME)
  const query = readFrameQuery(location.search)
  if (!query) return console.warn('[foyer-frame] loaded without a valid projectId, chainId and version: staying silent')
  const log = createFrameLog(query.enableLogger === 'true')
  if (window.parent === window) return log.warn('not inside a frame: staying silent')
  const parentOrigin = learnParentOrigin({ ancestorOrigins: location.ancestorOrigins, referrer: document.referrer })
  if (!parentOrigin) return console.warn('[foyer-frame] cannot tell which page embeds the frame (no ancestor origin, no referrer): staying silent')

  // The approval screen's words in the modal's language, loading while the server is asked.
  const speaking = speak(query.locale)
  const storage = browserStorage()
  const session = createSessionStore(storage)
  const api = createAuthApiClient({ origin: location.origin, projectId: query.projectId, deviceId: loadDeviceId(storage), session })

  const allowed = await api.call('frameOriginCheck', { query: { origin: parentOrigin } }).then(
    (answer) => answer.allowed,
    (error: unknown) => (console.warn('[foyer-frame] could not confirm the embedding page with the server: staying silent', error), false),
  )
  if (!allowed) return console.warn(`[foyer-frame] project ${query.projectId} does not allow ${parentOrigin}: staying silent`)

  Object.assign(document.documentElement, await speaking)
  const root = document.getElementById('root') ?? document.body
  // The page reports the approval screen's height to the parent through the router, made next.
  let reportHeight: (height: number) => void = () => undefined
  const page = browserPage(root, (height) => reportHeight(height))
  const ctx = createFrameContext({ api, session, storage, parentOrigin, page, log, initialChainId: query.chainId })
  const router = createFrameRouter({ parent: window.parent, parentOrigin, handlers: FRAME_HANDLERS, ctx, log })
  reportHeight = router.contentHeight
  window.addEventListener('message', (event) => router.receive(event))
  // The approval screen holds focus; Escape there is the visitor's try to close the app's dialog.
  window.addEventListener('keydown', (event) => event.key === 'Escape' && !event.repeat && router.escape())
  router.announce()
}
