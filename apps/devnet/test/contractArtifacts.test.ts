import { describe, expect, it } from 'vitest'
import { devnetArtifacts, devTokenArtifact, tetherTokenArtifact, type ContractArtifact } from '../src/contracts/artifacts.ts'
import { compileContract } from '../src/contracts/compileContract.ts'

function functionsOf(artifact: ContractArtifact) {
  return artifact.abi.flatMap((item) => (item.type === 'function' ? [item] : []))
}

describe('contracts/*.json', () => {
  it.each(Object.keys(devnetArtifacts))('%s.json matches a fresh compile of its source (run `npm run compile -w @foyer/devnet` after editing it)', (name) => {
    expect(compileContract(name)).toEqual(devnetArtifacts[name])
  })

  it('DevToken exposes the ERC-20 surface the devnet and the server rely on, and a minter (who funds the AMM) that can mint', () => {
    expect(
      functionsOf(devTokenArtifact)
        .map((f) => f.name)
        .sort(),
    ).toEqual(['allowance', 'approve', 'balanceOf', 'decimals', 'mint', 'minter', 'name', 'symbol', 'totalSupply', 'transfer', 'transferFrom'].sort())
    const events = devTokenArtifact.abi.flatMap((item) => (item.type === 'event' ? [item.name] : []))
    expect(events.sort()).toEqual(['Approval', 'Transfer'])
  })

  it("TetherToken has USDT's ABI quirks: transfer, transferFrom and approve return nothing, decimals is a uint256, parameters carry USDT's names", () => {
    const byName = new Map(functionsOf(tetherTokenArtifact).map((f) => [f.name, f]))
    for (const name of ['transfer', 'transferFrom', 'approve']) expect(byName.get(name)?.outputs, name).toEqual([])
    expect(byName.get('decimals')?.outputs.map((o) => o.type)).toEqual(['uint256'])
    expect(byName.get('transfer')?.inputs.map((i) => i.name)).toEqual(['_to', '_value'])
    expect(byName.get('transferFrom')?.inputs.map((i) => i.name)).toEqual(['_from', '_to', '_value'])
    expect(byName.has('_totalSupply')).toBe(true)
    // USDT's owner issues new tokens to itself.
    expect(byName.get('issue')?.inputs.map((i) => i.type)).toEqual(['uint256'])
    expect(byName.get('owner')?.outputs.map((o) => o.type)).toEqual(['address'])
  })
})
