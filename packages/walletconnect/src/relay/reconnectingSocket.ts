import { Liveness } from './liveness.ts'
import { ReconnectTimer } from './reconnectTimer.ts'
import type { RelayLog, RelayTimings } from './relayClientOptions.ts'
import type { RelayIdentity } from './relayIdentity.ts'
import { closeSocket, dropSocket, onProtocolPing, SOCKET_OPEN, type RelaySocket, type RelaySocketConstructor } from './socket.ts'

/** What the socket needs from the client above it; each is called for the current socket only. */
export interface SocketOwner {
  /** There are topics or resendable requests: worth (re)connecting for. */
  wantsSocket(): boolean
  /** A new socket opened (and counts as heard from): resubscribe and resend on it. */
  opened(socket: RelaySocket): void
  /** A message event; it already counted as a sign of life. */
  received(socket: RelaySocket, data: unknown): void
  /** The socket is gone (`wasOpen`: it had opened); a reconnect is scheduled after this if wanted. */
  gone(socket: RelaySocket, wasOpen: boolean): void
  /** Silence on the open socket: send something any answer to which proves it alive. */
  probe(): void
}

/**
 * The one socket to the relay: opened on demand with a fresh JWT (signed before the socket exists),
 * given `requestTimeoutMs` to open, reconnected with backoff while the owner wants it, probed after
 * silence, and reopened at once on a page's `online` event.
 */
export class ReconnectingSocket {
  readonly #WebSocket: RelaySocketConstructor
  readonly #identity: RelayIdentity
  readonly #timings: RelayTimings
  readonly #log: RelayLog
  readonly #owner: SocketOwner
  readonly #reconnect = new ReconnectTimer()
  readonly #liveness: Liveness

  #socket: RelaySocket | null = null
  /** The next socket's JWT is being signed: a socket is on its way. */
  #signing = false
  #open = false
  #closed = false
  readonly #onOnline = () => this.#reconnectNow()

  constructor(deps: { WebSocket: RelaySocketConstructor; identity: RelayIdentity; timings: RelayTimings; log: RelayLog; owner: SocketOwner }) {
    this.#WebSocket = deps.WebSocket
    this.#identity = deps.identity
    this.#timings = deps.timings
    this.#log = deps.log
    this.#owner = deps.owner
    this.#liveness = new Liveness(deps.timings)
    const page = (globalThis as { window?: { addEventListener?: unknown } }).window
    if (typeof page?.addEventListener === 'function') (page as Window).addEventListener('online', this.#onOnline)
  }

  /** The socket, while it is open; null while connecting, reconnecting or closed. */
  get openSocket(): RelaySocket | null {
    return this.#socket && this.#open ? this.#socket : null
  }

  get closed(): boolean {
    return this.#closed
  }

  /** No socket, and none scheduled: nothing connected yet, or given up until asked again. */
  get idle(): boolean {
    return this.#socket === null && !this.#signing && !this.#reconnect.scheduled
  }

  /** Opens a socket unless one exists or a reconnect is already waiting out its delay. */
  ensure(): void {
    if (this.#closed || this.#socket || this.#signing || this.#reconnect.scheduled) return
    this.#openSocket()
  }

  write(socket: RelaySocket, text: string): boolean {
    if (socket.readyState !== SOCKET_OPEN) return false
    try {
      socket.send(text)
      return true
    } catch (error) {
      this.#log.warn('could not write to the relay socket', error)
      return false
    }
  }

  /** The relay served this client: the next drop starts the backoff from 100 ms again. */
  resetBackoff(): void {
    this.#reconnect.resetBackoff()
  }

  /**
   * Nothing wants a socket any more (the requests that did gave up on an unreachable relay): the
   * waiting reconnect is dropped and the backoff starts over, so the next request (a visitor's
   * Retry) connects at once instead of after the last backoff.
   */
  standDownIfUnwanted(): void {
    if (this.#closed || this.#socket || this.#signing || this.#wantsSocket()) return
    this.#reconnect.cancel()
    this.#reconnect.resetBackoff()
  }

  /** For good: no reconnect, no probe, no `online` listener. The socket itself goes in `closeSocket`. */
  shutDown(): void {
    this.#closed = true
    this.#reconnect.cancel()
    this.#liveness.stop()
    const page = (globalThis as { window?: { removeEventListener?: unknown } }).window
    if (typeof page?.removeEventListener === 'function') (page as Window).removeEventListener('online', this.#onOnline)
  }

  /** Closes the socket politely; answers whether it had opened. */
  async closeSocket(): Promise<boolean> {
    const socket = this.#socket
    const wasOpen = this.#open
    this.#socket = null
    this.#open = false
    if (socket) await closeSocket(socket)
    return wasOpen
  }

  /** Signs a fresh JWT, then opens the socket with it, unless shut down meanwhile. */
  #openSocket(): void {
    this.#signing = true
    this.#identity.socketUrl().then(
      (url) => {
        this.#signing = false
        if (!this.#closed) this.#connect(url)
      },
      (error: unknown) => {
        this.#signing = false
        this.#log.warn('could not sign the relay auth token', error)
        this.#scheduleReconnect()
      },
    )
  }

  #connect(url: string): void {
    let socket: RelaySocket
    try {
      socket = new this.#WebSocket(url)
    } catch (error) {
      this.#log.warn('could not open a socket to the relay', error)
      this.#scheduleReconnect()
      return
    }
    this.#socket = socket
    this.#open = false
    socket.binaryType = 'arraybuffer'
    const openTimer = setTimeout(() => {
      if (this.#socket !== socket || this.#open) return
      this.#log.warn(`the relay socket did not open in ${this.#timings.requestTimeoutMs} ms`)
      this.#socketGone(socket, true)
    }, this.#timings.requestTimeoutMs)
    socket.addEventListener('open', () => {
      clearTimeout(openTimer)
      if (this.#socket === socket) this.#socketOpened(socket)
    })
    socket.addEventListener('message', (event) => {
      if (this.#socket !== socket) return
      this.#heardFrom(socket)
      this.#owner.received(socket, event.data)
    })
    socket.addEventListener('error', () => {
      // The close event follows and carries the consequences; browsers give no detail here anyway.
      if (this.#socket === socket) this.#log.debug('relay socket error')
    })
    socket.addEventListener('close', () => {
      clearTimeout(openTimer)
      this.#socketGone(socket, false)
    })
    onProtocolPing(socket, () => {
      if (this.#socket === socket) this.#heardFrom(socket)
    })
  }

  #socketOpened(socket: RelaySocket): void {
    this.#open = true
    this.#log.debug('connected to the relay')
    this.#heardFrom(socket)
    this.#owner.opened(socket)
  }

  #socketGone(socket: RelaySocket, drop: boolean): void {
    if (this.#socket !== socket) return
    const wasOpen = this.#open
    this.#socket = null
    this.#open = false
    this.#liveness.stop()
    if (drop) dropSocket(socket)
    this.#owner.gone(socket, wasOpen)
    if (this.#wantsSocket()) this.#scheduleReconnect()
  }

  #wantsSocket(): boolean {
    return !this.#closed && this.#owner.wantsSocket()
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#socket || this.#signing || this.#reconnect.scheduled) return
    const delay = this.#reconnect.schedule(() => {
      if (this.#wantsSocket()) this.#openSocket()
    })
    this.#log.debug(`reconnecting in ${delay} ms`)
  }

  /** The network is back (a page's `online` event): no point waiting out the backoff. */
  #reconnectNow(): void {
    if (this.#closed) return
    if (this.#socket && this.#open) {
      // The old socket may have died with the old network: check it now rather than in 45 s.
      this.#probe(this.#socket)
      return
    }
    if (this.#socket || this.#signing || !this.#wantsSocket()) return
    this.#reconnect.cancel()
    this.#reconnect.resetBackoff()
    this.#openSocket()
  }

  #heardFrom(socket: RelaySocket): void {
    this.#liveness.heard(() => this.#probe(socket))
  }

  #probe(socket: RelaySocket): void {
    if (this.#socket !== socket || !this.#open || this.#liveness.probing) return
    this.#log.debug('relay silent, sending a liveness probe')
    this.#owner.probe()
    this.#liveness.awaitProbe(() => {
      this.#log.warn(`no answer from the relay in ${this.#timings.probeTimeoutMs} ms, reconnecting`)
      this.#socketGone(socket, true)
    })
  }
}
