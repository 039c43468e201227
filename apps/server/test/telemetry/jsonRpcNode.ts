import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A JSON-RPC node on 127.0.0.1 answering every call with `result`; it records the paths it was asked on. */
export async function startJsonRpcNode(result: string) {
  const paths: string[] = []
  const server = createServer((request, response) => {
    paths.push(request.url ?? '')
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: unknown } | { id: unknown }[]
      const answer = (call: { id: unknown }) => ({ jsonrpc: '2.0', id: call.id, result })
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
