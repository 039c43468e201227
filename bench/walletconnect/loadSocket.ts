import WebSocket from 'ws'

export interface Push {
  topic: string
  message: string
}

/**
 * One load-generator connection, as thin as a relay client can be: JSON-RPC calls with their
 * answers matched by id, and every `irn_subscription` push acknowledged (`result: true`) and
 * handed to `onPush`. The same code drives Foyer's relay and the bare baseline.
 */
export class LoadSocket {
  private nextId = 1
  private readonly pending = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>()

  private constructor(
    private readonly ws: WebSocket,
    onPush: (push: Push) => void,
  ) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as {
        id: number
        method?: string
        params?: { data: Push }
        result?: unknown
        error?: { code: number; message: string }
      }
      if (frame.method === 'irn_subscription') {
        ws.send(`{"id":${frame.id},"jsonrpc":"2.0","result":true}`)
        onPush(frame.params!.data)
        return
      }
      const call = this.pending.get(frame.id)
      if (!call) return
      this.pending.delete(frame.id)
      if (frame.error) call.reject(new Error(`${frame.error.code}: ${frame.error.message}`))
      else call.resolve(frame.result)
    })
    ws.on('close', () => {
      for (const call of this.pending.values()) call.reject(new Error('The socket closed'))
      this.pending.clear()
    })
  }

  static open(url: string, onPush: (push: Push) => void = () => {}): Promise<LoadSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false })
      ws.once('open', () => resolve(new LoadSocket(ws, onPush)))
      ws.once('unexpected-response', (_request, response) => reject(new Error(`The server refused the socket: HTTP ${response.statusCode}`)))
      ws.once('error', reject)
    })
  }

  call(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  }

  close(): void {
    this.ws.terminate()
  }
}
