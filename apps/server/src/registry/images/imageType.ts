/** The image types a listing's image may have: what browsers show in an <img> and nothing else. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

/** The allowed type a Content-Type header names ("image/PNG; charset=…" → image/png), or undefined. */
export function declaredImageType(contentType: string | null | undefined): ImageType | undefined {
  const type = contentType?.split(';', 1)[0]!.trim().toLowerCase()
  return IMAGE_TYPES.find((allowed) => allowed === type)
}

/** The allowed type a file's name says (.png, .jpg, .jpeg, .webp, .svg), or undefined. */
export function imageTypeOfName(name: string): ImageType | undefined {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase()
  const byExtension: Record<string, ImageType> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' }
  return extension ? byExtension[extension] : undefined
}

/**
 * Whether the bytes are what the type says (the format's own signature; an SVG's first element is
 * <svg>), so a mislabelled file is not served under an image type. An SVG must also be inert:
 * no script, no foreign HTML, no event handler (it is served under a CSP that forbids them too).
 */
export function checkImageBytes(bytes: Uint8Array, type: ImageType): string | undefined {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte)
  switch (type) {
    case 'image/png':
      return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ? undefined : 'is not a PNG image'
    case 'image/jpeg':
      return starts([0xff, 0xd8, 0xff]) ? undefined : 'is not a JPEG image'
    case 'image/webp':
      return starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8) ? undefined : 'is not a WebP image'
    case 'image/svg+xml':
      return svgProblem(new TextDecoder('utf-8', { fatal: false }).decode(bytes))
  }
}

function svgProblem(text: string): string | undefined {
  const prologue = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE svg[^>[]*>\s*)*<svg[\s>]/i
  if (!prologue.test(text)) return 'is not an SVG image'
  if (/<script|<foreignObject|<!ENTITY|\son[a-z]+\s*=|javascript:/i.test(text)) return 'is an SVG with script or foreign content'
  return undefined
}
