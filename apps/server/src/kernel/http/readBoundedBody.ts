/**
 * A response body's bytes, or undefined once they pass `maxBytes`: a declared Content-Length past
 * it is refused before reading, and the stream is cancelled as soon as it goes over.
 */
export async function readBoundedBody(response: Response, maxBytes: number): Promise<Buffer | undefined> {
  const cancel = () => response.body?.cancel().catch(() => undefined)
  if (Number(response.headers.get('content-length') ?? Number.NaN) > maxBytes) {
    await cancel()
    return undefined
  }
  const reader = response.body?.getReader()
  if (!reader) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks, total)
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
}
