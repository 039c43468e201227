import { encodeAbiParameters, getAddress, zeroAddress, type Hex } from 'viem'
import type { AccountNameStore } from './accountNameStore.ts'
import type { RecordQuery } from './gatewayQuery.ts'
import { isRegistrableLabel } from './nameLabelRule.ts'
import { isEvmCoinType } from './registrationMessage.ts'

/** ENSIP-19's reverse names: `<address>.addr.reverse` (Ethereum) and `<address>.<coin type, hex>.reverse`. */
const REVERSE_NAME = /^([0-9a-f]{40})\.(addr|[0-9a-f]{1,8})\.reverse$/

/**
 * Whether the gateway answers (and signs) a query: a name of its zone (the zone itself, or a name
 * under it) or, for the name record, an address's reverse name. Any other name (`vitalik.eth`) is
 * not the gateway's to speak for, not even with an empty record.
 */
export function isZoneQuery(query: RecordQuery, zone: string): boolean {
  if (query.name === zone || query.name.endsWith(`.${zone}`)) return true
  return query.record === 'name' && REVERSE_NAME.test(query.name)
}

/**
 * The ABI-encoded answer to a record query from the zone's names: a name's address (for coin type
 * 60 and every EVM chain's, ENSIP-11: an account's address is the same on each), its attributes as
 * text records, and an address's primary name on its reverse name. What the zone does not hold is
 * the empty record (the zero address, empty bytes, ''), which clients read as "no record".
 */
export async function answerRecordQuery(query: RecordQuery, store: AccountNameStore, zone: string): Promise<Hex> {
  switch (query.record) {
    case 'addr': {
      const row = await rowOfName(query.name, store, zone)
      return encodeAbiParameters([{ type: 'address' }], [row ? getAddress(row.address) : zeroAddress])
    }
    case 'addrOfCoin': {
      const row = isEvmCoin(query.coinType) ? await rowOfName(query.name, store, zone) : undefined
      return encodeAbiParameters([{ type: 'bytes' }], [row ? (row.address as Hex) : '0x'])
    }
    case 'text': {
      const row = await rowOfName(query.name, store, zone)
      return encodeAbiParameters([{ type: 'string' }], [row?.attributes[query.key] ?? ''])
    }
    case 'name': {
      const row = await rowOfReverseName(query.name, store)
      return encodeAbiParameters([{ type: 'string' }], [row ? `${row.label}.${zone}` : ''])
    }
  }
}

/** `<label>.<zone>` → its registration; any other name (the zone itself, a deeper name, another zone) has none. */
async function rowOfName(name: string, store: AccountNameStore, zone: string) {
  if (!name.endsWith(`.${zone}`)) return undefined
  const label = name.slice(0, -zone.length - 1)
  return isRegistrableLabel(label) ? store.byLabel(label) : undefined
}

async function rowOfReverseName(name: string, store: AccountNameStore) {
  const match = REVERSE_NAME.exec(name)
  if (!match) return undefined
  const coin = match[2]!
  if (coin !== 'addr' && !isEvmCoin(BigInt(`0x${coin}`))) return undefined
  return store.byAddress(`0x${match[1]}`)
}

function isEvmCoin(coinType: bigint): boolean {
  return coinType <= 0xffffffffn && isEvmCoinType(Number(coinType))
}
