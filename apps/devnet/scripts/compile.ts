// Recompiles contracts/DevToken.sol into the committed artifact contracts/DevToken.json.
// Run after editing the contract: npm run compile -w @foyer/devnet
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileDevToken, devTokenArtifactUrl } from '../src/contracts/compileDevToken.ts'

const artifact = compileDevToken()
writeFileSync(devTokenArtifactUrl, `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`wrote ${fileURLToPath(devTokenArtifactUrl)} (solc ${artifact.compiler.version})`)
