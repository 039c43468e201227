import { readBoundedBody } from '../../kernel/http/readBoundedBody.ts'
import { checkImageBytes, declaredImageType, IMAGE_TYPES, type ImageType } from './imageType.ts'

/** How far the server goes for one image. */
export interface ImageFetchLimits {
  /** An image past this many bytes is refused (its Content-Length, or as it streams in). */
  maxBytes: number
  /** The whole fetch, headers and body, within this many milliseconds. */
  timeoutMs: number
}

export interface StoredImage {
  bytes: Buffer
  type: ImageType
}

/** An image, or why there is none (said without the URL: an upstream's may hold a key). */
export type ImageOutcome = { ok: true; image: StoredImage } | { ok: false; reason: string }

/**
 * Fetches a listing's image within the limits: an allowed type whose bytes are that type, no larger
 * than maxBytes, in time. Anything else is a reason, never a thrown error.
 */
export async function fetchImage(url: string, limits: ImageFetchLimits): Promise<ImageOutcome> {
  const signal = AbortSignal.timeout(limits.timeoutMs)
  try {
    const response = await fetch(url, { signal, headers: { accept: IMAGE_TYPES.join(', ') } })
    const refuse = async (reason: string): Promise<ImageOutcome> => {
      await response.body?.cancel().catch(() => undefined)
      return { ok: false, reason }
    }
    if (!response.ok) return refuse(`answered HTTP ${response.status}`)
    const contentType = response.headers.get('content-type')
    const type = declaredImageType(contentType)
    if (!type) return refuse(`is ${contentType ? `of type ${contentType.slice(0, 60)}` : 'of no type'}, not PNG, JPEG, WebP or SVG`)
    const bytes = await readBoundedBody(response, limits.maxBytes)
    if (!bytes) return { ok: false, reason: `is larger than ${limits.maxBytes} bytes` }
    const problem = checkImageBytes(bytes, type)
    return problem ? { ok: false, reason: problem } : { ok: true, image: { bytes, type } }
  } catch (error) {
    if (signal.aborted) return { ok: false, reason: `did not arrive within ${limits.timeoutMs} ms` }
    return { ok: false, reason: `could not be fetched (${error instanceof Error ? error.message : String(error)})` }
  }
}
