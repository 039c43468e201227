import type { Abi, Hex } from 'viem'
import devTokenJson from '../../contracts/DevToken.json' with { type: 'json' }
import tetherTokenJson from '../../contracts/TetherToken.json' with { type: 'json' }
import devNft721Json from '../../contracts/DevNft721.json' with { type: 'json' }
import devNft1155Json from '../../contracts/DevNft1155.json' with { type: 'json' }
import ensRegistryJson from '../../contracts/EnsRegistry.json' with { type: 'json' }
import offchainResolverJson from '../../contracts/OffchainResolver.json' with { type: 'json' }
import universalResolverJson from '../../contracts/UniversalResolver.json' with { type: 'json' }
import devWethJson from '../../contracts/DevWeth.json' with { type: 'json' }
import devSwapPairJson from '../../contracts/DevSwapPair.json' with { type: 'json' }
import devSwapRouterJson from '../../contracts/DevSwapRouter.json' with { type: 'json' }

/** The committed output of `npm run compile`: what the devnet deploys at runtime. */
export interface ContractArtifact<Name extends string = string> {
  contractName: Name
  compiler: { version: string; evmVersion: string; optimizerRuns: number }
  abi: Abi
  bytecode: Hex
}

// The JSON files are written only by scripts/compile.ts, and a test recompiles them, so their shape is trusted.
/** A minimal ERC-20 whose minter can mint more (DevToken.sol). */
export const devTokenArtifact = devTokenJson as ContractArtifact<'DevToken'>
/** An ERC-20 with USDT's quirks: `transfer`, `transferFrom` and `approve` return nothing; its owner can `issue` more (TetherToken.sol). */
export const tetherTokenArtifact = tetherTokenJson as ContractArtifact<'TetherToken'>
/** A minimal ERC-721 whose tokens carry their metadata as data: URIs (DevNft721.sol). */
export const devNft721Artifact = devNft721Json as ContractArtifact<'DevNft721'>
/** A minimal ERC-1155 whose ids carry their metadata as data: URIs (DevNft1155.sol). */
export const devNft1155Artifact = devNft1155Json as ContractArtifact<'DevNft1155'>
/** The ENS registry's core (EIP-137): owners and resolvers of nodes (EnsRegistry.sol). */
export const ensRegistryArtifact = ensRegistryJson as ContractArtifact<'EnsRegistry'>
/** An ENSIP-10 wildcard resolver answering off chain (EIP-3668) with gateway-signed records (OffchainResolver.sol). */
export const offchainResolverArtifact = offchainResolverJson as ContractArtifact<'OffchainResolver'>
/** ENS's universal resolver: what clients call, wrapping offchain lookups in a batch-gateway query (UniversalResolver.sol). */
export const universalResolverArtifact = universalResolverJson as ContractArtifact<'UniversalResolver'>
/** Wrapped ether: deposit and withdraw 1:1, an ERC-20 otherwise (DevWeth.sol). */
export const devWethArtifact = devWethJson as ContractArtifact<'DevWeth'>
/** A constant-product pool of two ERC-20s with a 0.3% fee (DevSwapPair.sol). */
export const devSwapPairArtifact = devSwapPairJson as ContractArtifact<'DevSwapPair'>
/** The AMM's entry point: exact-input swaps from ETH, to ETH and between tokens, and their quotes (DevSwapRouter.sol). */
export const devSwapRouterArtifact = devSwapRouterJson as ContractArtifact<'DevSwapRouter'>

/** Every contract `npm run compile -w @foyer/devnet` builds into its committed artifact, by name. */
export const devnetArtifacts: Record<string, ContractArtifact> = {
  DevToken: devTokenArtifact,
  TetherToken: tetherTokenArtifact,
  DevNft721: devNft721Artifact,
  DevNft1155: devNft1155Artifact,
  EnsRegistry: ensRegistryArtifact,
  OffchainResolver: offchainResolverArtifact,
  UniversalResolver: universalResolverArtifact,
  DevWeth: devWethArtifact,
  DevSwapPair: devSwapPairArtifact,
  DevSwapRouter: devSwapRouterArtifact,
}
