/** Small colour arithmetic for the generated images; colours are "#rrggbb". */

export function darken(hex: string, amount: number): string {
  return toHex(channels(hex).map((channel) => channel * (1 - amount)))
}

/** Dark text on light backgrounds, white on dark ones (WCAG relative luminance). */
export function textColourOn(hex: string): string {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  return luminance > 0.45 ? '#14161a' : '#ffffff'
}

/** A stable, saturated colour for a key that has no colour of its own (a token symbol). */
export function colourForKey(key: string): string {
  let hash = 0
  for (const char of key) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return hslToHex(hash % 360, 0.62, 0.48)
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)))
  }
  return toHex([channel(0), channel(8), channel(4)])
}
