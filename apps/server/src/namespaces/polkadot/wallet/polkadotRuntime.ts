import { getDynamicBuilder, getLookupFn, type MetadataLookup } from '@polkadot-api/metadata-builders'
import { decAnyMetadata, unifyMetadata, type UnifiedMetadata } from '@polkadot-api/substrate-bindings'
import { z } from 'zod'
import { PolkadotRpcError, type polkadotRpc } from '../polkadotRpc.ts'

/** A call read against the runtime's metadata: its pallet, its method and its arguments as the runtime's types decode them. */
export interface ReadCall {
  pallet: string
  method: string
  args: unknown
}

/** A call the metadata does not read whole, with what could be read of its first two bytes (the pallet's and the method's index). */
export interface UnreadCall {
  problem: string
  pallet?: string
  method?: string
}

/** The chain's runtime as it runs now: its versions and a reader of its calls. */
export interface PolkadotRuntime {
  specVersion: number
  transactionVersion: number
  readCall(call: Uint8Array): ReadCall | UnreadCall
}

const runtimeVersionSchema = z.object({ specVersion: z.number().int().nonnegative(), transactionVersion: z.number().int().nonnegative() })

/**
 * The runtime a chain's node runs now, its metadata (`state_getMetadata`, several hundred KB) read
 * once per runtime version and kept: the version is asked each time (a runtime upgrade changes
 * what a call's bytes mean), the metadata only when it changed.
 */
export function polkadotRuntimes(rpc: ReturnType<typeof polkadotRpc>) {
  let kept: { specVersion: number; runtime: Promise<PolkadotRuntime> } | undefined
  return async function currentRuntime(): Promise<PolkadotRuntime> {
    const version = runtimeVersionSchema.safeParse(await rpc.call('state_getRuntimeVersion'))
    if (!version.success) throw new PolkadotRpcError('the node answered state_getRuntimeVersion without a specVersion and transactionVersion')
    const { specVersion, transactionVersion } = version.data
    if (kept?.specVersion !== specVersion) {
      const runtime = rpc.call('state_getMetadata').then((metadata) => runtimeOf(metadata, specVersion, transactionVersion))
      kept = { specVersion, runtime }
      // A failed read is not kept: the next request asks again.
      runtime.catch(() => {
        if (kept?.runtime === runtime) kept = undefined
      })
    }
    return kept.runtime
  }
}

function runtimeOf(answer: unknown, specVersion: number, transactionVersion: number): PolkadotRuntime {
  if (typeof answer !== 'string' || !/^0x[0-9a-f]+$/i.test(answer)) throw new PolkadotRpcError('the node answered state_getMetadata with something other than 0x hex')
  let metadata: UnifiedMetadata
  try {
    metadata = unifyMetadata(decAnyMetadata(answer))
  } catch (error) {
    throw new PolkadotRpcError(`the node's metadata could not be read (${error instanceof Error ? error.message : String(error)})`)
  }
  const lookup = getLookupFn(metadata)
  if (lookup.call === null) throw new PolkadotRpcError("the node's metadata names no call type (RuntimeCall)")
  const callCodec = getDynamicBuilder(lookup).buildDefinition(lookup.call)
  return {
    specVersion,
    transactionVersion,
    readCall(call) {
      const names = callNames(lookup, call)
      let decoded: { type: string; value: { type: string; value: unknown } }
      try {
        decoded = callCodec.dec(call)
      } catch {
        return { problem: `its bytes are no call of this runtime (spec ${specVersion})`, ...names }
      }
      // A call's bytes encode exactly one value: anything after it, or another way of writing it, is not this call.
      if (!sameBytes(callCodec.enc(decoded), call)) return { problem: `its bytes hold more than one call of this runtime (spec ${specVersion}) encodes`, ...names }
      return { pallet: decoded.type, method: decoded.value.type, args: decoded.value.value }
    },
  }
}

/** The pallet and method a call's first two bytes name in the metadata, as far as they do. */
function callNames(lookup: MetadataLookup, call: Uint8Array): { pallet?: string; method?: string } {
  const pallet = lookup.metadata.pallets.find((each) => each.index === call[0])
  if (!pallet) return {}
  const calls = pallet.calls ? lookup(pallet.calls.type) : undefined
  const method = calls?.type === 'enum' ? Object.entries(calls.value).find(([, variant]) => variant.idx === call[1])?.[0] : undefined
  return { pallet: pallet.name, ...(method !== undefined && { method }) }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
