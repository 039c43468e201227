export { startDevnet } from './startDevnet.ts'
export type { Devnet, DevnetChain, DevnetToken, StartDevnetOptions } from './startDevnet.ts'
export type { DevAccount } from './devAccounts.ts'
