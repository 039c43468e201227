import type { Abi, Hex } from 'viem'
import artifactJson from '../../contracts/DevToken.json' with { type: 'json' }

/** The committed output of `npm run compile`: what the devnet deploys at runtime. */
export interface DevTokenArtifact {
  contractName: 'DevToken'
  compiler: { version: string; evmVersion: string; optimizerRuns: number }
  abi: Abi
  bytecode: Hex
}

// The JSON is written only by scripts/compile.ts, and a test recompiles it, so its shape is trusted.
export const devTokenArtifact = artifactJson as DevTokenArtifact
