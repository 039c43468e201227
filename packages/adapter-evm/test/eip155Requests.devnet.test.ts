// The injected connector against real anvil nodes: typed data signed with a dev account's key and
// checked with viem, and a contract call (an ERC-20 transfer of a devnet token) checked on chain.
import { startDevnet, type Devnet } from '@foyer/devnet'
import { createPublicClient, erc20Abi, http, verifyTypedData, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eip1193Connector, eip155Namespace, type Eip1193Connector } from '../src/index.ts'
import { anvilProvider } from './anvilProvider.ts'

/** The namespace's parts (requests, inclusion, wallet assets), as the client loads them on first use. */
const eip155Parts = await eip155Namespace.load()

let devnet: Devnet
let connector: Eip1193Connector
let sender: Address
beforeAll(async () => {
  devnet = await startDevnet()
  connector = eip1193Connector(anvilProvider(devnet.chains[0]!.rpcUrl), { id: 'anvil', name: 'Anvil', type: 'INJECTED' })
  sender = (await connector.connect({})).addresses[0] as Address
})
afterAll(() => devnet?.stop())

/** What the client does for a host's request: prepare it with the namespace's module, carry it, read the answer. */
async function hostRequest(name: string, params: unknown) {
  const chainId = devnet.chains[0]!.chainId
  const prepared = await eip155Parts.prepare(name, params, { address: sender, chainId })
  if (!prepared) throw new Error(`eip155 declares no ${name}`)
  return { prepared, answer: prepared.read(await connector.rpc(prepared.rpc)) }
}

describe('eip155 requests through the injected connector on the anvil devnet', () => {
  it("signTypedData answers an EIP-712 signature viem's verifyTypedData recovers to the connected account", async () => {
    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: devnet.chains[0]!.chainId, verifyingContract: devnet.chains[0]!.tokens[0]!.address },
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: { from: { name: 'Ada', wallet: sender }, contents: 'Hello, Foyer', amount: 10n ** 18n },
    } as const
    const { answer } = await hostRequest('signTypedData', typedData)
    expect(answer).toMatch(/^0x[0-9a-f]{130}$/)
    await expect(verifyTypedData({ ...typedData, address: sender, signature: answer as `0x${string}` })).resolves.toBe(true)
    const other = devnet.accounts[1]!.address
    await expect(verifyTypedData({ ...typedData, address: other, signature: answer as `0x${string}` })).resolves.toBe(false)
  })

  it("writeContract's ERC-20 transfer is mined and moves the tokens, as read back on chain", async () => {
    const chain = devnet.chains[0]!
    const token = chain.tokens[0]!
    const recipient = devnet.accounts[5]!.address
    const reader = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 20 })
    const balance = (account: Address) => reader.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
    const [senderBefore, recipientBefore] = [await balance(sender), await balance(recipient)]
    const amount = 12345n

    const { prepared, answer } = await hostRequest('writeContract', { address: token.address, abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })
    expect(prepared).toMatchObject({ kind: 'transaction', sentTo: token.address })
    const receipt = await reader.waitForTransactionReceipt({ hash: answer as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(token.address.toLowerCase())
    expect(await balance(recipient)).toBe(recipientBefore + amount)
    expect(await balance(sender)).toBe(senderBefore - amount)
  })

  it('sendTransaction sends wei to the recipient, as the balance on chain shows', async () => {
    const chain = devnet.chains[0]!
    const recipient = devnet.accounts[6]!.address
    const reader = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 20 })
    const before = await reader.getBalance({ address: recipient })
    const { answer } = await hostRequest('sendTransaction', { to: recipient, value: 777n })
    await reader.waitForTransactionReceipt({ hash: answer as `0x${string}` })
    expect(await reader.getBalance({ address: recipient })).toBe(before + 777n)
  })
})
