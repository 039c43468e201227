/** What Foyer remembers between page loads about connections (spec §3 local storage). */
import type { FoyerContext } from '../context.ts'
import { STORAGE_KEYS, readJson, removeKey, writeJson } from '../storage.ts'
import type { ConnectionStatus } from '../stores/connectionStatus.ts'
import type { ChainNamespace, Network } from '../types.ts'

type PerNamespace<T> = Partial<Record<ChainNamespace, T>>

export function readStoredStatuses(ctx: FoyerContext): PerNamespace<ConnectionStatus> {
  return readJson<PerNamespace<ConnectionStatus>>(ctx.storage, STORAGE_KEYS.CONNECTION_STATUS) ?? {}
}

export function readStoredConnectorIds(ctx: FoyerContext): PerNamespace<string> {
  return readJson<PerNamespace<string>>(ctx.storage, STORAGE_KEYS.CONNECTED_CONNECTOR_IDS) ?? {}
}

export function storeConnection(ctx: FoyerContext, namespace: ChainNamespace, connectorId: string | undefined) {
  const ids = readStoredConnectorIds(ctx)
  const statuses = readStoredStatuses(ctx)
  if (connectorId) {
    ids[namespace] = connectorId
    statuses[namespace] = 'connected'
  } else {
    delete ids[namespace]
    statuses[namespace] = 'disconnected'
  }
  writeJson(ctx.storage, STORAGE_KEYS.CONNECTED_CONNECTOR_IDS, ids)
  writeJson(ctx.storage, STORAGE_KEYS.CONNECTION_STATUS, statuses)
}

export function storeActiveNetwork(ctx: FoyerContext, network: Network) {
  writeJson(ctx.storage, STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, network.caipNetworkId)
  writeJson(ctx.storage, STORAGE_KEYS.LAST_USED_CHAIN, network.chainNamespace)
}

/** The network the visitor last used comes back at startup, when the host still lists it. */
export function restoreActiveNetwork(ctx: FoyerContext) {
  const stored = readJson<string>(ctx.storage, STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)
  const network = ctx.chains.get().networks.find((candidate) => candidate.caipNetworkId === stored)
  if (!network) return
  ctx.chains.patchNetwork(network.chainNamespace, { caipNetwork: network })
  ctx.chains.setActiveNamespace(network.chainNamespace)
}

/** On disconnect the stored social provider goes, and so does every connector id of the namespace. */
export function forgetConnection(ctx: FoyerContext, namespace: ChainNamespace) {
  storeConnection(ctx, namespace, undefined)
  removeKey(ctx.storage, STORAGE_KEYS.SOCIAL_PROVIDER)
}
