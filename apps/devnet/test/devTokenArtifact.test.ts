import { describe, expect, it } from 'vitest'
import { compileDevToken } from '../src/contracts/compileDevToken.ts'
import { devTokenArtifact } from '../src/contracts/devTokenArtifact.ts'

describe('contracts/DevToken.json', () => {
  it('matches a fresh compile of DevToken.sol (run `npm run compile -w @foyer/devnet` after editing it)', () => {
    expect(compileDevToken()).toEqual(devTokenArtifact)
  })

  it('exposes the ERC-20 surface the devnet and the server rely on', () => {
    const functions = devTokenArtifact.abi.flatMap((item) => (item.type === 'function' ? [item.name] : []))
    expect(functions.sort()).toEqual(
      ['allowance', 'approve', 'balanceOf', 'decimals', 'name', 'symbol', 'totalSupply', 'transfer', 'transferFrom'].sort(),
    )
    const events = devTokenArtifact.abi.flatMap((item) => (item.type === 'event' ? [item.name] : []))
    expect(events.sort()).toEqual(['Approval', 'Transfer'])
  })
})
