/**
 * Everything the embedded wallet needs from the protocol and the DOM, in one module the auth
 * connector imports on demand: the schemas (zod) and the frame code stay out of the first load.
 */
import { FRAME_PATH, FRAME_PROTOCOL_VERSION, FrameRequestError, isUnofferedRpcMethod, SOCIAL_RESULT_PARAM, socialResultMessageSchema, UNOFFERED_METHOD_ERROR } from '@foyer/auth-frame/protocol'
import { createFrameClient, type FrameClient } from './frameClient.ts'
import { mountFrameElement, placeFrameElement, removeFrameElement, type FramePlacement } from './frameElement.ts'
import { probeServer, type FrameUnavailableError } from './serverProbe.ts'

export { rpcMethodClass } from '@foyer/auth-frame/protocol'

/** The refusal (EIP-1193 4200, the spec's words) of a method the embedded wallet does not offer; undefined for the others. */
export function unofferedMethodError(method: string): Error | undefined {
  return isUnofferedRpcMethod(method) ? new FrameRequestError(UNOFFERED_METHOD_ERROR.message, UNOFFERED_METHOD_ERROR.code) : undefined
}

export interface OpenFrameConfig {
  /** authFrameUrl, else the API's URL: the frame is served at <base>/auth-frame/. */
  baseUrl: string
  projectId: string
  chainId: string
  enableLogger: boolean
  /** The modal's locale: the approval screen speaks it where it can, English where not. */
  locale?: string
  /** Where the hidden iframe is appended (document.body). */
  container: HTMLElement
  onReady(): void
  onReadyTimeout(): void
  /** Escape was pressed inside the frame. */
  onEscape?(): void
  /** The height the approval screen needs. */
  onContentHeight?(height: number): void
  /** The frame will not start: its server cannot be reached or refuses this page (waiting requests fail with the same error). */
  onUnavailable(error: FrameUnavailableError): void
}

export interface OpenedFrame {
  client: FrameClient
  element: HTMLIFrameElement
  place(placement: FramePlacement | null): void
  /** A visitor waits for the frame: if it has not said READY, ask its server now whether it can. */
  checkServer(): void
  destroy(): void
}

/** A frame whose page loaded says READY about one round trip later; past this, its server is asked why not. */
const READY_AFTER_LOAD_MS = 2_000

/** `<base>/auth-frame/?projectId&chainId&version&enableLogger` (spec §7), and `&locale` beside English. */
export function frameUrl(config: Pick<OpenFrameConfig, 'baseUrl' | 'projectId' | 'chainId' | 'enableLogger' | 'locale'>): string {
  const query = new URLSearchParams({
    projectId: config.projectId,
    chainId: config.chainId,
    version: FRAME_PROTOCOL_VERSION,
    enableLogger: String(config.enableLogger),
    ...(config.locale && config.locale !== 'en' && { locale: config.locale }),
  })
  return `${config.baseUrl.replace(/\/+$/, '')}${FRAME_PATH}?${query}`
}

/**
 * Appends the hidden iframe and starts listening for its READY. An iframe tells nothing when its
 * page fails to load (a server that is down), and the frame stays silent on a page its project
 * refuses: when READY is late, the server is asked directly, so the visitor learns why in seconds
 * rather than after the 30 s READY timeout.
 */
export function openFrame(config: OpenFrameConfig): OpenedFrame {
  const url = frameUrl(config)
  const origin = new URL(url).origin
  const element = mountFrameElement(url, config.container)
  const view = element.ownerDocument.defaultView!
  let ready = false
  let lateTimer: ReturnType<typeof setTimeout> | undefined
  let probe: Promise<FrameUnavailableError | undefined> | undefined
  /** Asks the server once, unless the frame is READY: a refusal or an outage ends the wait for READY. */
  function checkServer(): Promise<FrameUnavailableError | undefined> {
    if (ready) return Promise.resolve(undefined)
    probe ??= probeServer(config.baseUrl, config.projectId).then((unavailable) => {
      if (!unavailable || ready || !element.isConnected) return undefined
      client.abandon(unavailable)
      config.onUnavailable(unavailable)
      return unavailable
    })
    return probe
  }
  element.addEventListener('load', () => {
    clearTimeout(lateTimer)
    lateTimer = setTimeout(() => void checkServer(), READY_AFTER_LOAD_MS)
  })
  const client = createFrameClient({
    listen(handler) {
      const listener = (event: MessageEvent) => handler(event)
      view.addEventListener('message', listener)
      return () => view.removeEventListener('message', listener)
    },
    target() {
      const frameWindow = element.isConnected ? element.contentWindow : null
      return frameWindow ? { window: frameWindow, post: (message) => frameWindow.postMessage(message, origin) } : undefined
    },
    frameOrigin: origin,
    onReady() {
      ready = true
      clearTimeout(lateTimer)
      config.onReady()
    },
    // Silent for 30 s though its server, asked, had nothing against this page.
    onReadyTimeout: () => void checkServer().then((unavailable) => unavailable || config.onReadyTimeout()),
    onEscape: config.onEscape,
    onContentHeight: config.onContentHeight,
    onDropped: config.enableLogger ? (reason, event) => console.warn(`[foyer] dropped a message (${reason}) from ${event.origin}`) : undefined,
  })
  return {
    client,
    element,
    place: (placement) => placeFrameElement(element, placement),
    checkServer: () => void checkServer(),
    destroy() {
      clearTimeout(lateTimer)
      client.destroy()
      removeFrameElement(element)
    },
  }
}

/** The provider's redirect URI a social-login popup posted, or null for any other message. */
export function parseSocialResult(data: unknown): string | null {
  const parsed = socialResultMessageSchema.safeParse(data)
  return parsed.success ? parsed.data.uri : null
}

/**
 * The redirect fallback came back with `?foyer_social_result=<uri>`: the URI, and the page's URL
 * without the parameter (to put back with history.replaceState). Null when it is not there.
 */
export function socialResultFromUrl(href: string): { uri: string; cleanUrl: string } | null {
  const url = new URL(href)
  const uri = url.searchParams.get(SOCIAL_RESULT_PARAM)
  if (uri === null) return null
  url.searchParams.delete(SOCIAL_RESULT_PARAM)
  return { uri, cleanUrl: url.toString() }
}
