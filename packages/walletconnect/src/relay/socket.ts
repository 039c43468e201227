/**
 * The part of a WebSocket the relay client uses. Both the browser's WebSocket and the `ws`
 * package's (Node 20 has no global one) fit it, so either can be injected.
 */
export interface RelaySocket {
  readonly readyState: number
  binaryType: string
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  /** `ws` only: its EventEmitter, where protocol-level 'ping' frames can be observed. */
  on?: unknown
  /** `ws` only: drops the TCP connection without a closing handshake. */
  terminate?: unknown
}

export type RelaySocketConstructor = new (url: string) => RelaySocket

/** WebSocket.OPEN, spelled out: the constructor's static may be missing on injected implementations. */
export const SOCKET_OPEN = 1

/**
 * Lets the client hear the relay's WS pings where the implementation exposes them (`ws` in Node),
 * so a quiet but live socket counts as alive. Browsers answer pings invisibly: no-op there.
 */
export function onProtocolPing(socket: RelaySocket, listener: () => void): void {
  const on = socket.on
  if (typeof on === 'function') on.call(socket, 'ping', listener)
}

/** Closes without waiting for the peer when possible: a socket judged dead will not answer a close frame. */
export function dropSocket(socket: RelaySocket): void {
  try {
    if (typeof socket.terminate === 'function') socket.terminate.call(socket)
    else socket.close(4000, 'dropped by client')
  } catch {
    // already closed or never opened: nothing left to drop
  }
}

const decoder = new TextDecoder()

/** The text of a message event: the relay sends text frames; binary is decoded as UTF-8 in case. */
export function messageText(data: unknown): string | undefined {
  if (typeof data === 'string') return data
  if (data instanceof ArrayBuffer) return decoder.decode(data)
  if (ArrayBuffer.isView(data)) return decoder.decode(data)
  return undefined
}

/** A polite close, but no more than a second of waiting for the relay's closing handshake. */
export function closeSocket(socket: RelaySocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === 3 /* CLOSED */) {
      resolve()
      return
    }
    const timer = setTimeout(() => {
      dropSocket(socket)
      resolve()
    }, 1000)
    socket.addEventListener('close', () => {
      clearTimeout(timer)
      resolve()
    })
    try {
      socket.close(1000, 'client closed')
    } catch {
      clearTimeout(timer)
      resolve()
    }
  })
}
