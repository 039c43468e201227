/**
 * Everything the embedded wallet needs from the protocol and the DOM, in one module the auth
 * connector imports on demand: the schemas (zod) and the frame code stay out of the first load.
 */
import { FRAME_PATH, FRAME_PROTOCOL_VERSION, SOCIAL_RESULT_PARAM, socialResultMessageSchema } from '@foyer/auth-frame/protocol'
import { createFrameClient, type FrameClient } from './frameClient.ts'
import { mountFrameElement, placeFrameElement, type FramePlacement } from './frameElement.ts'

export { rpcMethodClass } from '@foyer/auth-frame/protocol'

export interface OpenFrameConfig {
  /** authFrameUrl, else the API's URL: the frame is served at <base>/auth-frame/. */
  baseUrl: string
  projectId: string
  chainId: string
  enableLogger: boolean
  /** Where the hidden iframe is appended (document.body). */
  container: HTMLElement
  onReady(): void
  onReadyTimeout(): void
}

export interface OpenedFrame {
  client: FrameClient
  element: HTMLIFrameElement
  place(placement: FramePlacement | null): void
  destroy(): void
}

/** `<base>/auth-frame/?projectId&chainId&version&enableLogger` (spec §7). */
export function frameUrl(config: Pick<OpenFrameConfig, 'baseUrl' | 'projectId' | 'chainId' | 'enableLogger'>): string {
  const query = new URLSearchParams({
    projectId: config.projectId,
    chainId: config.chainId,
    version: FRAME_PROTOCOL_VERSION,
    enableLogger: String(config.enableLogger),
  })
  return `${config.baseUrl.replace(/\/+$/, '')}${FRAME_PATH}?${query}`
}

/** Appends the hidden iframe and starts listening for its READY. */
export function openFrame(config: OpenFrameConfig): OpenedFrame {
  const url = frameUrl(config)
  const origin = new URL(url).origin
  const element = mountFrameElement(url, config.container)
  const view = element.ownerDocument.defaultView!
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
    onReady: config.onReady,
    onReadyTimeout: config.onReadyTimeout,
    onDropped: config.enableLogger ? (reason, event) => console.warn(`[foyer] dropped a message (${reason}) from ${event.origin}`) : undefined,
  })
  return {
    client,
    element,
    place: (placement) => placeFrameElement(element, placement),
    destroy() {
      client.destroy()
      element.remove()
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
