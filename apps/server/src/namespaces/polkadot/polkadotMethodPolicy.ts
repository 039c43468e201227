/**
 * The methods the public RPC proxy (POST /v1/) forwards to a Polkadot SDK node: the reads a dapp's
 * client (polkadot-api, @polkadot/api over HTTP) makes to build, fee and submit an extrinsic, and
 * the submission itself. Anything else is refused as unknown: `dev_*` (a devnet's block builder and
 * storage writer), `author_insertKey` / `author_rotateKeys` (the node's keystore), `system_addReservedPeer`
 * and the other `system_*` peer and log controls are node administration, never a dapp's to call.
 * Subscriptions (`chainHead_v1_follow`, `*_subscribe*`) need a WebSocket the proxy does not hold.
 */
const FORWARDED: ReadonlySet<string> = new Set([
  'rpc_methods',
  'chain_getBlockHash',
  'chain_getHeader',
  'chain_getBlock',
  'chain_getFinalizedHead',
  'state_getRuntimeVersion',
  'state_getMetadata',
  'state_getStorage',
  'state_getStorageHash',
  'state_getStorageSize',
  'state_getKeysPaged',
  'state_queryStorageAt',
  'state_call',
  'system_properties',
  'system_chain',
  'system_name',
  'system_version',
  'system_chainType',
  'system_health',
  'system_accountNextIndex',
  'payment_queryInfo',
  'payment_queryFeeDetails',
  'author_submitExtrinsic',
  'author_pendingExtrinsics',
  'chainSpec_v1_genesisHash',
  'chainSpec_v1_chainName',
  'chainSpec_v1_properties',
])

export function isForwardedPolkadotMethod(method: string): boolean {
  return FORWARDED.has(method)
}
