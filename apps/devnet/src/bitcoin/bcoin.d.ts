/**
 * The part of bcoin 1.0 (no types of its own) the devnet uses: an in-process full node, its chain,
 * mempool and RPC, and transactions built and signed with its keyring. Hashes are hex strings in
 * internal byte order (`hash('hex')`); `txid()`/`rhash()` are the reversed, displayed form.
 */
declare module 'bcoin' {
  export interface Output {
    value: number
    script: Script
    getAddress(): Address | null
  }
  export interface Input {
    prevout: { hash: string; index: number }
    script: Script
    witness: { items: Buffer[] }
    sequence: number
    isCoinbase(): boolean
  }
  export interface Script {
    code: { value: number; data: Buffer | null }[]
    toRaw(): Buffer
    getAddress(): Address | null
    isPubkeyhash(): boolean
    isScripthash(): boolean
    isWitnessPubkeyhash(): boolean
    isWitnessScripthash(): boolean
    isWitnessProgram(): boolean
    getWitnessProgram(): { version: number; data: Buffer } | null
    isNulldata(minimal?: boolean): boolean
  }
  export class Address {
    static fromString(text: string, network?: string): Address
    toString(network?: string): string
  }
  export class TX {
    static fromRaw(data: Buffer): TX
    version: number
    locktime: number
    inputs: Input[]
    outputs: Output[]
    hash(enc: 'hex'): string
    txid(): string
    toRaw(): Buffer
    getSize(): number
    getWeight(): number
    getVirtualSize(): number
    isCoinbase(): boolean
    hasWitness(): boolean
  }
  export class MTX extends TX {
    addOutput(address: string, value: number): void
    fund(coins: Coin[], options: { changeAddress: string; rate: number }): Promise<void>
    sign(ring: KeyRing): number
    toTX(): TX
    getFee(): number
  }
  export interface Coin {
    hash: string
    index: number
    height: number
    value: number
    script: Script
    coinbase: boolean
  }
  export class KeyRing {
    static fromPrivate(key: Buffer, compressed?: boolean): KeyRing
    witness: boolean
    getAddress(enc: 'string', network?: string): string
  }
  export interface TXMeta {
    tx: TX
    height: number
    block: string | null
    time: number
    mtime: number
    index: number
  }
  export interface ChainEntry {
    hash: string
    height: number
    time: number
    rhash(): string
  }
  export interface Block {
    txs: TX[]
  }
  export interface CoinView {
    getOutputFor(input: Input): Output | null
  }
  export class FullNode {
    constructor(options: Record<string, unknown>)
    chain: {
      height: number
      tip: ChainEntry
      getEntry(hashOrHeight: string | number): Promise<ChainEntry | null>
      getBlock(hash: string): Promise<Block | null>
    }
    mempool: {
      addTX(tx: TX): Promise<unknown>
      getTX(hash: string): TX | null
      hasEntry(hash: string): boolean
      map: Map<string, unknown>
    }
    rpc: { generateToAddress(args: [number, string]): Promise<string[]> }
    ensure(): Promise<void>
    open(): Promise<void>
    close(): Promise<void>
    getCoinsByAddress(address: string): Promise<Coin[]>
    getMetaByAddress(address: string): Promise<TXMeta[]>
    getMeta(hash: string): Promise<TXMeta | null>
    getMetaView(meta: TXMeta): Promise<CoinView>
  }
  export const networks: { regtest: { addressPrefix: Record<string, number | string>; keyPrefix: Record<string, number | string>; requireStandard: boolean } }
  export const util: { revHex(hex: string): string }
  const bcoin: { FullNode: typeof FullNode; MTX: typeof MTX; TX: typeof TX; KeyRing: typeof KeyRing; Address: typeof Address; networks: typeof networks; util: typeof util }
  export default bcoin
}
