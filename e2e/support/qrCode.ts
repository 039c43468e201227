import jsQR from 'jsqr'
import type { Page } from 'playwright-core'

/**
 * Decodes the QR code on screen from a screenshot of its card, the browser decoding the PNG. Its
 * RGBA pixels come back as one base64 string (as a JSON array of numbers they took seconds to pass).
 */
export async function readQrCode(page: Page): Promise<string | undefined> {
  const card = page.locator('.foyer-qr')
  const png = (await card.screenshot()).toString('base64')
  const { width, height, pixels } = await page.evaluate(async (data) => {
    const image = new Image()
    image.src = `data:image/png;base64,${data}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const rgba = context.getImageData(0, 0, image.width, image.height).data
    let bytes = ''
    for (let start = 0; start < rgba.length; start += 0x8000) bytes += String.fromCharCode(...rgba.subarray(start, start + 0x8000))
    return { width: image.width, height: image.height, pixels: btoa(bytes) }
  }, png)
  return jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), width, height)?.data
}
