import jsQR from 'jsqr'

/** RGBA pixels, as a canvas's ImageData holds them. */
export interface Pixels {
  data: Uint8ClampedArray
  width: number
  height: number
}

/** The text of the QR code in the picture, if there is one (light-on-dark codes too). */
export function readQrCode(pixels: Pixels): string | undefined {
  const found = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' })
  return found?.data || undefined
}
