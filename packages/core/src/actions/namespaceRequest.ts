import { FoyerError } from '@foyer/auth-frame/protocol'
import type { FoyerContext } from '../context.ts'
import { THROWN } from '../errors.ts'
import type { RequestNamespace, RequestName, RequestParams, RequestResult, RequestSignatures } from '../namespaceRequests.ts'
import type { PreparedRequest } from '../namespaceRequests.ts'
import type { Network } from '../types.ts'
import type { WalletConnector } from '../connector.ts'

/** Every request name some namespace declared. */
export type RequestNameOf = { [N in RequestNamespace]: RequestName<N> }[RequestNamespace]
/** What the host passes for a request name, whichever namespace declared it. */
export type ParamsOf<R extends string> = { [N in RequestNamespace]: R extends RequestName<N> ? RequestParams<N, R> : never }[RequestNamespace]
/** What the host gets back for a request name. */
export type ResultOf<R extends string> = { [N in RequestNamespace]: R extends RequestName<N> ? RequestResult<N, R> : never }[RequestNamespace]

/**
 * A request as a function the host calls: the signature its namespace's package declared
 * (`RequestSignatures`: eip155's `signTypedData` and `writeContract` infer from what they are
 * given), else its params in and its result out. Where no imported package declares the request,
 * it takes `never`: import the namespace's adapter (`@foyer/adapter-evm`) for its types.
 */
export type RequestFunction<R extends string> = R extends keyof RequestSignatures ? RequestSignatures[R] : (params: ParamsOf<R>) => Promise<ResultOf<R>>

/** The active connection, the request made ready for its wallet, and where it goes. */
export interface ReadyRequest {
  connector: WalletConnector
  address: string
  network: Network
  prepared: PreparedRequest
}

/**
 * Makes a host's request ready for the active connection: refused without a connection
 * ('ConnectionController client not set') or a network, with 'Unsupported chain' where the active
 * namespace's adapter declared no such request, and with the module's TypeError for bad input.
 */
export async function readyRequest(ctx: FoyerContext, name: string, params: unknown): Promise<ReadyRequest> {
  const namespace = ctx.chains.get().activeNamespace
  const chain = namespace ? ctx.chains.chain(namespace) : undefined
  const session = namespace ? ctx.sessions.get(namespace) : undefined
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (!session || !address) throw new FoyerError(THROWN.CONNECTION_CLIENT_NOT_SET)
  if (!network) throw new FoyerError(THROWN.CAIP_NETWORK_UNDEFINED)
  const parts = await ctx.namespaces.parts(network.chainNamespace)
  const prepared = await parts?.prepare(name, params, { address, chainId: network.id })
  if (!prepared) throw new FoyerError(THROWN.UNSUPPORTED_CHAIN)
  return { connector: session.connector, address, network, prepared }
}
