import { IMAGE_PRELOAD_TIMEOUT_MS } from './constants.ts'

/**
 * Starts loading an image into the browser's cache. Resolves true once it loaded, false when it
 * failed or took longer than `timeoutMs` (2 s, spec §9: the image may still arrive; nobody waits
 * for it), and false at once where there is no browser.
 */
export function preloadImage(url: string | undefined, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS): Promise<boolean> {
  if (!url || typeof Image === 'undefined') return Promise.resolve(false)
  return new Promise((resolve) => {
    const image = new Image()
    const finish = (loaded: boolean) => {
      clearTimeout(timer)
      image.onload = null
      image.onerror = null
      resolve(loaded)
    }
    const timer = setTimeout(() => finish(false), timeoutMs)
    image.onload = () => finish(true)
    image.onerror = () => finish(false)
    image.src = url
  })
}
