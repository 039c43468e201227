import type { ApiPromise } from '@polkadot/api'

/** A transfer as @polkadot/api builds it: what the interop tests sign over WalletConnect and submit. */
export type PolkadotTransfer = ReturnType<ApiPromise['tx']['balances']['transferKeepAlive']>

/** Submits a signed extrinsic and waits for its block; a failed dispatch or a refusal rejects with the chain's words. */
export function landed(extrinsic: PolkadotTransfer): Promise<void> {
  return new Promise((resolve, reject) => {
    extrinsic
      .send(({ status, dispatchError }) => {
        if (dispatchError) reject(new Error(`The transfer failed on the chain: ${dispatchError.toString()}`))
        else if (status.isInBlock || status.isFinalized) resolve()
        else if (status.isInvalid || status.isDropped || status.isUsurped) reject(new Error(`The chain refused the transfer: ${status.type}`))
      })
      .catch(reject)
  })
}
