/**
 * Sending on Polkadot SDK chains (the Send view through the namespace module's `sends`, loaded on
 * first use): the native token with `Balances.transfer_keep_alive`, read and built through the
 * network's node (Foyer's server's RPC proxy). The quote builds the transaction's SignerPayloadJSON
 * from the chain (the runtime's metadata, version, genesis, finalized block for a 64-block era, the
 * sender's nonce), its fee from the runtime (transferFee.ts), and the existential deposit's refusals
 * (transferRules.ts); the request builds it again from fresh reads and is the client's
 * `signAndSendTransaction`: the wallet signs the payload, the node sends it.
 */
import type { Network, NamespaceSends, SendOrder, SendQuote } from '@foyer/core/internal'
import type { SignerPayloadJSON } from '../polkadot/requestTypes.ts'
import { decodeSs58 } from '../polkadot/ss58.ts'
import { polkadotNodeReads, type PolkadotNodeReads } from './polkadotNodeReads.ts'
import { polkadotRuntime, type PolkadotRuntime } from './polkadotRuntime.ts'
import { transferFee } from './transferFee.ts'
import { mostKeepAlive, transferableShown, transferRefusal } from './transferRules.ts'
import { transferPayload } from './transferPayload.ts'

/** A quote's own record: the payload it was quoted for. */
interface PolkadotSendPlan {
  payload: SignerPayloadJSON
}

function accountId(address: string, role: string): Uint8Array {
  const decoded = decodeSs58(address.trim())
  if (!decoded) throw new TypeError(`the ${role} ${address} is not a Polkadot (SS58) address`)
  return decoded.publicKey
}

/**
 * Each runtime's parts, by network and spec version, for the page's life: the metadata (hundreds of
 * kilobytes) is read once per runtime upgrade, however many sends (the client asks the parts for its
 * sends anew each time). A failed read is forgotten, so the next send reads again.
 */
const runtimes = new Map<string, Promise<PolkadotRuntime>>()

function runtimeOf(network: Network, node: PolkadotNodeReads, specVersion: number): Promise<PolkadotRuntime> {
  const key = `${network.caipNetworkId}:${specVersion}`
  let runtime = runtimes.get(key)
  if (!runtime) {
    runtime = node.metadata().then(polkadotRuntime)
    runtimes.set(key, runtime)
    runtime.catch(() => runtimes.delete(key))
  }
  return runtime
}

export function polkadotSends(): NamespaceSends {
  /** The chain as a send from `from` to `to` reads it now: the runtime, the block and nonce its payload is made at, both accounts. */
  async function chainNow(network: Network, from: string, to: string) {
    const node = polkadotNodeReads(network)
    const senderId = accountId(from, 'sender')
    const receiverId = accountId(to, 'receiver')
    const version = await node.runtimeVersion()
    const [runtime, genesisHash, block, nonce] = await Promise.all([runtimeOf(network, node, version.specVersion), node.genesisHash(), node.finalizedBlock(), node.nextNonce(from)])
    const [sender, receiver] = await Promise.all([node.storage(runtime.accountKey(senderId)), node.storage(runtime.accountKey(receiverId))])
    /** The transfer of `units` to the receiver as the sender's wallet signs it, and its fee. */
    const transfer = async (units: bigint) => {
      const payload = transferPayload({
        address: from,
        method: runtime.transferKeepAlive(receiverId, units),
        nonce,
        genesisHash: genesisHash as `0x${string}`,
        block,
        specVersion: version.specVersion,
        transactionVersion: version.transactionVersion,
        signedExtensions: runtime.signedExtensions,
      })
      return { payload, fee: await transferFee(node, payload) }
    }
    return { transfer, sender: runtime.accountInfo(sender), receiver: runtime.accountInfo(receiver), existentialDeposit: runtime.existentialDeposit }
  }

  const quoteOf = async (network: Network, order: SendOrder): Promise<SendQuote> => {
    const { transfer, ...accounts } = await chainNow(network, order.from, order.to)
    const { payload, fee } = await transfer(order.units)
    const refusal = transferRefusal({ amount: order.units, fee, ...accounts })
    return { fee, accountRent: 0n, plan: { payload } satisfies PolkadotSendPlan, ...(refusal && { refusal }) }
  }

  return {
    // Max sends keep-alive: it keeps back the fee and what the account must keep (the existential deposit), from the balance the account shows.
    async feeReserve(network, from) {
      const { transfer, sender, existentialDeposit } = await chainNow(network, from, from)
      // The fee of sending all the free balance: no smaller send's call is longer, so none costs more.
      const { fee } = await transfer(sender.free)
      return transferableShown(sender, existentialDeposit) - mostKeepAlive(sender, fee, existentialDeposit)
    },
    async quote(network, order) {
      if (order.token) return undefined
      return quoteOf(network, order)
    },
    needsQuote: true,
    async request(network, order, quote) {
      if (order.token) throw new Error('Foyer sends only the native token on Polkadot chains')
      if (!quote) throw new Error('a Polkadot send is made from its quote')
      if (quote.refusal) throw new Error(`the network refuses this send (${quote.refusal.problem}): it was not signed`)
      // Built again from the chain as it is now (the review may have waited past the era or another send took the nonce); the fee shown must still be the fee.
      const fresh = await quoteOf(network, order)
      if (fresh.refusal) throw new Error(`the network now refuses this send (${fresh.refusal.problem}): it was not signed`)
      if (fresh.fee !== quote.fee) throw new Error(`the network fee changed since the review (${quote.fee} → ${fresh.fee} planck): review the send again`)
      const { payload } = fresh.plan as PolkadotSendPlan
      return { name: 'signAndSendTransaction', params: { transactionPayload: payload, to: order.to } }
    },
  }
}
