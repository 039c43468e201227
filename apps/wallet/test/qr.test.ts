import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { readQrCode, type Pixels } from '../src/lib/qr.ts'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000300'

/** Draws a QR code as a picture would hold it: `scale` pixels a module, a quiet zone of 4 modules. */
function render(text: string, scale = 4, dark = [0, 0, 0], light = [255, 255, 255]): Pixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = (modules.size + 8) * scale
  const data = new Uint8ClampedArray(size * size * 4)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const mx = Math.floor(x / scale) - 4
      const my = Math.floor(y / scale) - 4
      const on = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx) === 1
      data.set([...(on ? dark : light), 255], (y * size + x) * 4)
    }
  }
  return { data, width: size, height: size }
}

describe('reading a QR code from a picture', () => {
  it('reads back the pairing URI a QR code of the modal holds', () => {
    expect(readQrCode(render(URI))).toBe(URI)
  })

  it('reads light-on-dark codes too', () => {
    expect(readQrCode(render(URI, 4, [255, 255, 255], [20, 20, 20]))).toBe(URI)
  })

  it('finds nothing in a blank picture', () => {
    expect(readQrCode({ data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 })).toBeUndefined()
  })
})
