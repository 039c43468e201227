import { readFileSync } from 'node:fs'
import solc from 'solc'
import type { DevTokenArtifact } from './devTokenArtifact.ts'

/** Where the token source lives; the artifact is written beside it. */
export const devTokenSourceUrl = new URL('../../contracts/DevToken.sol', import.meta.url)
export const devTokenArtifactUrl = new URL('../../contracts/DevToken.json', import.meta.url)

/**
 * Pinned so the artifact does not change with anvil's default hardfork; cancun is old enough
 * for every wallet-side simulator and new enough for PUSH0.
 */
const EVM_VERSION = 'cancun'

/** Compiles `contracts/DevToken.sol` with the bundled solc-js (no download) into an artifact. */
export function compileDevToken(): DevTokenArtifact {
  const input = {
    language: 'Solidity',
    sources: { 'DevToken.sol': { content: readFileSync(devTokenSourceUrl, 'utf8') } },
    settings: {
      evmVersion: EVM_VERSION,
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { 'DevToken.sol': { DevToken: ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`DevToken.sol does not compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  }
  const contract = output.contracts?.['DevToken.sol']?.DevToken
  if (!contract) throw new Error('solc produced no DevToken contract')
  return {
    contractName: 'DevToken',
    compiler: { version: solc.version(), evmVersion: EVM_VERSION, optimizerRuns: 200 },
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }
}

/** The slice of solc's standard-JSON output this module reads. */
interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: DevTokenArtifact['abi']; evm: { bytecode: { object: string } } }>>
}
