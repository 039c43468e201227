import { createSolanaRpc } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, formatUnits, http, parseEther, parseUnits, type PublicClient } from 'viem'
import { devTokenArtifact, tetherTokenArtifact } from '../src/contracts/artifacts.ts'
import { startDevnet, type Devnet, type DevnetChain } from '../src/index.ts'
import { childProcessIds, isRunning } from './processes.ts'

// Account 0 deploying at nonces 0, 1, 2 always yields these (CREATE addresses).
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DAI = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ZERO = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const USDT = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'

let devnet: Devnet
let startupMs: number

beforeAll(async () => {
  const startedAt = performance.now()
  devnet = await startDevnet()
  startupMs = performance.now() - startedAt
})
afterAll(() => devnet?.stop())

const chain = (chainId: number): DevnetChain => devnet.chains.find((c) => c.chainId === chainId)!
const clientFor = (chainId: number): PublicClient => createPublicClient({ transport: http(chain(chainId).rpcUrl) })
const tokenBalance = async (chainId: number, token: `0x${string}`, holder: `0x${string}`, decimals: number) =>
  formatUnits(await clientFor(chainId).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }), decimals)

describe('startDevnet', () => {
  it('starts both seeded EVM chains and the Solana chain, the Solana one answering its health check', async () => {
    // How long it took is a figure for the log (bench/ measures speed), not a pass condition.
    console.info(`devnet startup: ${Math.round(startupMs)} ms`)
    expect(devnet.solana.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await createSolanaRpc(devnet.solana.rpcUrl).getHealth().send()).toBe('ok')
  })

  it('runs chain 31337 "Foyer Devnet" and chain 31338 "Foyer Devnet L2" on 127.0.0.1, each answering with its own id', async () => {
    expect(devnet.chains.map((c) => [c.chainId, c.name])).toEqual([
      [31337, 'Foyer Devnet'],
      [31338, 'Foyer Devnet L2'],
    ])
    for (const { chainId, rpcUrl } of devnet.chains) {
      expect(rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await clientFor(chainId).getChainId()).toBe(chainId)
    }
  })

  it('deploys USDC, DAI, ZERO and USDT at the same fixed addresses on both chains', () => {
    for (const { tokens } of devnet.chains) {
      expect(tokens.map((t) => [t.symbol, t.address])).toEqual([
        ['USDC', USDC],
        ['DAI', DAI],
        ['ZERO', ZERO],
        ['USDT', USDT],
      ])
    }
  })

  it('describes each token as it is on chain (name, symbol, decimals)', async () => {
    for (const { chainId, tokens } of devnet.chains) {
      for (const token of tokens) {
        const read = (functionName: 'name' | 'symbol' | 'decimals') => clientFor(chainId).readContract({ address: token.address, abi: erc20Abi, functionName })
        expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([token.name, token.symbol, token.decimals])
      }
    }
    expect(chain(31337).tokens.map((t) => [t.name, t.decimals, t.priceUsd])).toEqual([
      ['USD Coin (dev)', 6, 1],
      ['Dai Stablecoin (dev)', 18, 1],
      ['Zero Decimals Token', 0, 0.5],
      ['Tether USD (dev)', 6, 1],
    ])
  })

  it('seeds account 0 with different token balances per chain', async () => {
    const holder = devnet.accounts[0]!.address
    expect(await tokenBalance(31337, USDC, holder, 6)).toBe('1250.5')
    expect(await tokenBalance(31337, DAI, holder, 18)).toBe('42.125')
    expect(await tokenBalance(31337, ZERO, holder, 0)).toBe('7')
    expect(await tokenBalance(31338, USDC, holder, 6)).toBe('75')
    expect(await tokenBalance(31338, DAI, holder, 18)).toBe('0')
    expect(await tokenBalance(31338, ZERO, holder, 0)).toBe('11')
    expect(await tokenBalance(31337, USDT, holder, 6)).toBe('300')
    expect(await tokenBalance(31338, USDT, holder, 6)).toBe('40')
  })

  it('hands out anvil’s ten funded dev accounts with their private keys', async () => {
    const client = clientFor(31337)
    const unlocked = await createWalletClient({ transport: http(chain(31337).rpcUrl) }).getAddresses()
    expect(unlocked).toEqual(devnet.accounts.map((a) => a.address))
    expect(devnet.accounts[0]).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    })
    expect(await client.getBalance({ address: devnet.accounts[9]!.address })).toBe(parseEther('10000'))
  })

  it('deploys a working ERC-20: transfer moves balance, an overdraft reverts with ERC20InsufficientBalance', async () => {
    const [, sender, receiver] = devnet.accounts
    const rpcUrl = chain(31337).rpcUrl
    const wallet = createWalletClient({ account: sender!.address, transport: http(rpcUrl) })
    const client = clientFor(31337)
    const hash = await wallet.writeContract({
      address: USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver!.address, parseUnits('1.5', 6)],
      chain: null,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await tokenBalance(31337, USDC, sender!.address, 6)).toBe('498.5')
    expect(await tokenBalance(31337, USDC, receiver!.address, 6)).toBe('1.500001')

    await expect(
      client.simulateContract({
        account: receiver!.address,
        address: USDC,
        abi: devTokenArtifact.abi,
        functionName: 'transfer',
        args: [sender!.address, parseUnits('2', 6)],
      }),
    ).rejects.toThrow(/ERC20InsufficientBalance/)
  })

  it('deploys USDT as USDT behaves: transfer returns no data (a bool-expecting caller cannot decode it) yet moves the balance; failures revert without a reason', async () => {
    const [, sender, receiver] = devnet.accounts
    const client = clientFor(31337)
    const wallet = createWalletClient({ account: sender!.address, transport: http(chain(31337).rpcUrl) })
    const args = [receiver!.address, parseUnits('2.5', 6)] as const

    await expect(client.simulateContract({ account: sender!.address, address: USDT, abi: erc20Abi, functionName: 'transfer', args })).rejects.toThrow(/returned no data|could not decode/i)
    const hash = await wallet.writeContract({ address: USDT, abi: tetherTokenArtifact.abi, functionName: 'transfer', args, chain: null })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await tokenBalance(31337, USDT, sender!.address, 6)).toBe('22.5')
    expect(await tokenBalance(31337, USDT, receiver!.address, 6)).toBe('2.5')

    const overdraft = client.call({
      account: receiver!.address,
      to: USDT,
      data: encodeFunctionData({ abi: tetherTokenArtifact.abi, functionName: 'transfer', args: [sender!.address, parseUnits('3', 6)] }),
    })
    await expect(overdraft).rejects.toThrow(/reverted/i)
  })

  it('stop() ends both anvil processes and frees their ports', async () => {
    const before = new Set(childProcessIds(process.pid, 'anvil'))
    const second = await startDevnet()
    const started = childProcessIds(process.pid, 'anvil').filter((pid) => !before.has(pid))
    expect(started).toHaveLength(2)

    await second.stop()

    expect(started.filter(isRunning)).toEqual([])
    for (const { rpcUrl } of second.chains) {
      await expect(fetch(rpcUrl, { method: 'POST' })).rejects.toThrow()
    }
  })
})
