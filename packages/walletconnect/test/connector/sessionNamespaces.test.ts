import { describe, expect, it } from 'vitest'
import { loadSessionModules, WALLET_CONNECT_NAMESPACES } from '../../src/connector/sessionNamespaces.ts'

describe('the list of namespaces WalletConnect speaks', () => {
  it("loads each listed namespace's own module, in the list's order, eip155 first (it pairs)", async () => {
    const modules = await loadSessionModules()
    expect(modules.map((module) => module.namespace)).toEqual([...WALLET_CONNECT_NAMESPACES])
    expect(WALLET_CONNECT_NAMESPACES[0]).toBe('eip155')
  })
})
