import { z } from 'zod'
import { evmAddressSchema } from '../../caip.ts'

/** EntryPoint v0.7's canonical address: the one every ERC-4337 v0.7 bundler serves. */
export const ENTRY_POINT_V07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
/** Safe's 4337 module v0.3.0 and its setup library at the addresses Safe deployed them on public chains. */
export const SAFE_4337_MODULE_V030 = '0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226'
export const SAFE_MODULE_SETUP_V030 = '0x2dd68b007B46fBe91B9A7c3EDa5A7a1063cB5b47'

const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

/**
 * Smart accounts (ERC-4337) on one EVM chain: the embedded wallet's Safe account (Safe 1.4.1 with
 * its 4337 module), its operations sent through `bundlerUrl` (any provider speaking the ERC-4337
 * JSON-RPC: Pimlico, Alchemy, Candide, Stackup, the devnet's alto) and, when a project sponsors
 * them, paid through `paymasterUrl` (an ERC-7677 paymaster service). Both URLs may carry an API
 * key: neither is ever logged or answered. A chain without it serves no smart accounts.
 */
export const smartAccountSettingsSchema = z.object({
  bundlerUrl: httpUrlSchema,
  paymasterUrl: httpUrlSchema.optional(),
  /** The EntryPoint its bundler serves (v0.7). */
  entryPoint: evmAddressSchema.default(ENTRY_POINT_V07),
  /** Where the chain has Safe's 4337 module and its setup library (Safe's own deployment unless given: a devnet has its own). */
  safe4337Module: evmAddressSchema.default(SAFE_4337_MODULE_V030),
  safeModuleSetup: evmAddressSchema.default(SAFE_MODULE_SETUP_V030),
})

export type SmartAccountSettings = z.output<typeof smartAccountSettingsSchema>
export type SmartAccountSettingsInput = z.input<typeof smartAccountSettingsSchema>
