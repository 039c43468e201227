/**
 * base58btc (the Bitcoin alphabet), for did:key client ids: each leading zero byte is a leading
 * "1". Written here rather than taken from @scure/base, whose module keeps all its codecs in a
 * bundle (see ./base64.ts).
 */

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Converts big-endian `digits` in base `from` to base `to`, keeping leading zeros as zeros. */
function convert(digits: ArrayLike<number>, from: number, to: number): number[] {
  let zeros = 0
  while (zeros < digits.length && digits[zeros] === 0) zeros++
  // little-endian digits of the number in base `to`
  const out: number[] = []
  for (let i = zeros; i < digits.length; i++) {
    let carry = digits[i] ?? 0
    for (let j = 0; j < out.length; j++) {
      carry += (out[j] ?? 0) * from
      out[j] = carry % to
      carry = Math.floor(carry / to)
    }
    while (carry > 0) {
      out.push(carry % to)
      carry = Math.floor(carry / to)
    }
  }
  return [...new Array<number>(zeros).fill(0), ...out.reverse()]
}

export function encodeBase58(bytes: Uint8Array): string {
  return convert(bytes, 256, 58)
    .map((digit) => BASE58_ALPHABET[digit])
    .join('')
}

export function decodeBase58(text: string): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('base58: string expected')
  const digits = [...text].map((character) => {
    const digit = BASE58_ALPHABET.indexOf(character)
    if (digit === -1) throw new Error(`base58: invalid character "${character}"`)
    return digit
  })
  return Uint8Array.from(convert(digits, 58, 256))
}
