/**
 * JSON as a validator writes it: u64 values (lamports, slots, rentEpoch = 2^64 − 1) as plain numbers,
 * which JSON.stringify cannot do with a bigint. Clients like @solana/kit read them back as bigints.
 */
export function stringifyRpcJson(value: unknown): string {
  if (typeof value === 'bigint') return value.toString()
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return `[${value.map((item) => stringifyRpcJson(item ?? null)).join(',')}]`
  if (value instanceof Uint8Array) throw new TypeError('bytes must be encoded before they are written as JSON')
  if (typeof value === 'object') {
    const fields = Object.entries(value).filter(([, field]) => field !== undefined)
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${stringifyRpcJson(field)}`).join(',')}}`
  }
  return JSON.stringify(value)
}
