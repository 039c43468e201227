// Recompiles every contract of contracts/*.sol the devnet deploys into its committed artifact
// contracts/<Name>.json. Run after editing a contract: npm run compile -w @foyer/devnet
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { devnetArtifacts } from '../src/contracts/artifacts.ts'
import { compileContract, contractArtifactUrl } from '../src/contracts/compileContract.ts'

for (const contractName of Object.keys(devnetArtifacts)) {
  const artifact = compileContract(contractName)
  writeFileSync(contractArtifactUrl(contractName), `${JSON.stringify(artifact, null, 2)}\n`)
  console.log(`wrote ${fileURLToPath(contractArtifactUrl(contractName))} (solc ${artifact.compiler.version})`)
}
