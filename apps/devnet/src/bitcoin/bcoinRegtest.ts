/// <reference path="./bcoin.d.ts" />
import { createRequire } from 'node:module'
import type bcoinModule from 'bcoin'

export type Bcoin = typeof bcoinModule

let loaded: Bcoin | undefined

/**
 * bcoin, set up to be Bitcoin Core's regtest: its own regtest uses other address prefixes (`rb1…`),
 * so Core's are put in place before any node or address is made (`bcrt1q…`, testnet's key
 * prefixes), and its mempool holds transactions to Core's standardness rules (dust, for one), which
 * bcoin's regtest waives. Its pure-JS backend: no native build to make on install.
 */
export function regtestBcoin(): Bcoin {
  if (loaded) return loaded
  process.env.NODE_BACKEND = 'js'
  const bcoin = createRequire(import.meta.url)('bcoin') as Bcoin
  const { regtest } = bcoin.networks
  Object.assign(regtest.addressPrefix, { pubkeyhash: 0x6f, scripthash: 0xc4, witnesspubkeyhash: 0x06, witnessscripthash: 0x0a, bech32: 'bcrt' })
  Object.assign(regtest.keyPrefix, { privkey: 0xef, xpubkey: 0x043587cf, xprivkey: 0x04358394, xpubkey58: 'tpub', xprivkey58: 'tprv' })
  regtest.requireStandard = true
  loaded = bcoin
  return bcoin
}
