import { readFileSync } from 'node:fs'
import solc from 'solc'
import type { ContractArtifact } from './artifacts.ts'

/** Where a contract's source lives (`contracts/<Name>.sol`); its artifact is written beside it. */
export function contractSourceUrl(name: string): URL {
  return new URL(`../../contracts/${name}.sol`, import.meta.url)
}
export function contractArtifactUrl(name: string): URL {
  return new URL(`../../contracts/${name}.json`, import.meta.url)
}

/**
 * Pinned so the artifact does not change with anvil's default hardfork; cancun is old enough
 * for every wallet-side simulator and new enough for PUSH0.
 */
const EVM_VERSION = 'cancun'

/** Compiles `contracts/<name>.sol` (a contract of that name) with the bundled solc-js (no download) into an artifact. */
export function compileContract<Name extends string>(name: Name): ContractArtifact<Name> {
  const file = `${name}.sol`
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: readFileSync(contractSourceUrl(name), 'utf8') } },
    settings: {
      evmVersion: EVM_VERSION,
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { [file]: { [name]: ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`${file} does not compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  }
  const contract = output.contracts?.[file]?.[name]
  if (!contract) throw new Error(`solc produced no ${name} contract`)
  return {
    contractName: name,
    compiler: { version: solc.version(), evmVersion: EVM_VERSION, optimizerRuns: 200 },
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }
}

/** The slice of solc's standard-JSON output this module reads. */
interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: ContractArtifact['abi']; evm: { bytecode: { object: string } } }>>
}
