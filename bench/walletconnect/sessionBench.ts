import { fork } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { createPeers, FIXED_SIGNATURE, type Implementation } from './benchPeers.ts'

export interface SessionFigures {
  implementation: Implementation
  /** connect() called → the dapp holds the settled session and the wallet's approve() has resolved, one per fresh pair of clients. */
  pairingMs: number[]
  /** personal_sign sent by the dapp → the wallet's fixed result in the dapp's hands, on one session. */
  roundTripMs: number[]
}

/** Requests sent before the timed ones, on the same session: the first ones pay for the JIT. */
const WARM_UP_REQUESTS = 3

/**
 * Pairs `pairings` times, each with a fresh dapp and a fresh wallet (new identities, sockets
 * opened by connect() and pair(), so each pairing is a first connection); then sends `requests`
 * personal_sign requests one after another on the last session. Client creation is not timed.
 */
export async function measureSessions(implementation: Implementation, relayUrl: string, pairings: number, requests: number): Promise<SessionFigures> {
  const pairingMs: number[] = []
  const roundTripMs: number[] = []
  for (let i = 0; i < pairings; i++) {
    const peers = await createPeers(implementation, relayUrl)
    try {
      const started = performance.now()
      const { uri, approval } = await peers.dapp.connect()
      const [dappTopic, walletTopic] = await Promise.all([approval, peers.wallet.pairAndApprove(uri)])
      pairingMs.push(performance.now() - started)
      if (dappTopic !== walletTopic) throw new Error(`${implementation}: the dapp and the wallet settled different sessions`)
      if (i < pairings - 1) continue

      for (let r = 0; r < WARM_UP_REQUESTS + requests; r++) {
        const sent = performance.now()
        const result = await peers.dapp.personalSign(dappTopic)
        if (r >= WARM_UP_REQUESTS) roundTripMs.push(performance.now() - sent)
        if (result !== FIXED_SIGNATURE) throw new Error(`${implementation}: personal_sign answered ${JSON.stringify(result)}`)
      }
    } finally {
      await peers.close()
    }
  }
  return { implementation, pairingMs, roundTripMs }
}

/** measureSessions in a fresh child process (sessionWorker.ts). */
export async function measureSessionsInChild(implementation: Implementation, relayUrl: string, pairings: number, requests: number): Promise<SessionFigures> {
  const child = fork(fileURLToPath(new URL('./sessionWorker.ts', import.meta.url)), [implementation, relayUrl, String(pairings), String(requests)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise<SessionFigures>((resolve, reject) => {
    child.once('message', (message: { figures?: SessionFigures; error?: string }) => {
      if (message.figures) resolve(message.figures)
      else reject(new Error(`${implementation}: ${message.error}`))
    })
    child.once('exit', (code) => reject(new Error(`${implementation}: the session bench exited (code ${code}) without figures`)))
  })
}
