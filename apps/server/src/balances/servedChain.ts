import type { z } from 'zod'
import type { Holding } from './holding.ts'

/** A chain whose balances the route serves, of any namespace: how its addresses are written, and how its holdings are read. */
export interface ServedChain {
  name: string
  /** spec §5: balances are served for mainnet-like chains only. */
  testnet: boolean
  /** Its namespace's address rule (an EVM address, a base58 Solana address), with the message a caller acts on. */
  addressSchema: z.ZodType<string>
  /** The form an owner is cached under: EVM addresses in lowercase, base58 ones as they are (case-sensitive). */
  ownerKey(owner: string): string
  read(owner: string): Promise<Holding[]>
}
