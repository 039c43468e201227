import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

/**
 * The ERC-4337 contracts the devnet deploys, as their authors built and published them (read from
 * their npm packages, not recompiled, so the bytecode is the audited build and, where it was
 * deployed through the Safe singleton factory, lands at its canonical address):
 * - EntryPoint v0.7 and its sample VerifyingPaymaster: `@account-abstraction/contracts` 0.7.0 (MIT);
 * - Safe 1.4.1, its proxy factory and libraries: `@safe-global/safe-contracts` 1.4.1 (LGPL-3.0);
 * - Safe4337Module and SafeModuleSetup: `@safe-global/safe-4337` 0.3.0 (GPL-3.0).
 * Only deployed to the local chains as data; nothing of them is linked into Foyer's packages.
 */
export interface PublishedArtifact {
  contractName: string
  abi: Abi
  bytecode: Hex
}

const require = createRequire(import.meta.url)
const read = (path: string) => require(path) as PublishedArtifact

const safe = (path: string) => read(`@safe-global/safe-contracts/build/artifacts/contracts/${path}`)
const safe4337 = (path: string) => read(`@safe-global/safe-4337/build/artifacts/contracts/${path}`)

export const entryPointArtifact = read('@account-abstraction/contracts/artifacts/EntryPoint.json')
export const verifyingPaymasterArtifact = read('@account-abstraction/contracts/artifacts/VerifyingPaymaster.json')

/** Safe 1.4.1's contracts deployed through the Safe singleton factory, in the order its deployments list them. */
export const safeArtifacts = {
  safe: safe('Safe.sol/Safe.json'),
  safeL2: safe('SafeL2.sol/SafeL2.json'),
  safeProxyFactory: safe('proxies/SafeProxyFactory.sol/SafeProxyFactory.json'),
  multiSend: safe('libraries/MultiSend.sol/MultiSend.json'),
  multiSendCallOnly: safe('libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json'),
  compatibilityFallbackHandler: safe('handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json'),
  signMessageLib: safe('libraries/SignMessageLib.sol/SignMessageLib.json'),
} as const

export const safe4337ModuleArtifact = safe4337('Safe4337Module.sol/Safe4337Module.json')
export const safeModuleSetupArtifact = safe4337('SafeModuleSetup.sol/SafeModuleSetup.json')
