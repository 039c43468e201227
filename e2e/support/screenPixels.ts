import type { BrowserContext } from 'playwright-core'

export interface PixelComparison {
  /** Pixels whose colour differs at all, in the compared area. */
  differing: number
  /** Why they could not be compared (another size), or undefined. */
  problem?: string
}

/**
 * Compares two PNG screenshots pixel by pixel, decoded by the browser in a blank page of its own
 * (as support/qrCode.ts reads one: no PNG decoder in Node). `corner` leaves out a square of that
 * many pixels at each corner, where a rounded element shows the host's page behind it.
 */
export async function comparePixels(context: BrowserContext, first: Buffer, second: Buffer, corner = 0): Promise<PixelComparison> {
  const page = await context.newPage()
  try {
    return await page.evaluate(
      async ({ images, corner }) => {
        const pixels = async (data: string) => {
          const image = new Image()
          image.src = `data:image/png;base64,${data}`
          await image.decode()
          const canvas = document.createElement('canvas')
          canvas.width = image.width
          canvas.height = image.height
          const context = canvas.getContext('2d')!
          context.drawImage(image, 0, 0)
          return { width: image.width, height: image.height, rgba: context.getImageData(0, 0, image.width, image.height).data }
        }
        const [a, b] = await Promise.all(images.map(pixels))
        if (a!.width !== b!.width || a!.height !== b!.height) return { differing: -1, problem: `${a!.width}×${a!.height} against ${b!.width}×${b!.height}` }
        const inCorner = (x: number, y: number) => (x < corner || x >= a!.width - corner) && (y < corner || y >= a!.height - corner)
        let differing = 0
        for (let y = 0; y < a!.height; y += 1) {
          for (let x = 0; x < a!.width; x += 1) {
            if (inCorner(x, y)) continue
            const at = (y * a!.width + x) * 4
            if (a!.rgba[at] !== b!.rgba[at] || a!.rgba[at + 1] !== b!.rgba[at + 1] || a!.rgba[at + 2] !== b!.rgba[at + 2] || a!.rgba[at + 3] !== b!.rgba[at + 3]) differing += 1
          }
        }
        return { differing }
      },
      { images: [first.toString('base64'), second.toString('base64')], corner },
    )
  } finally {
    await page.close()
  }
}
