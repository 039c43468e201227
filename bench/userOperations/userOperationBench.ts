import { startBundler } from '@foyer/bundler'
import { startDevnet, type DevnetChain } from '@foyer/devnet'
import { createSmartAccountClient } from 'permissionless'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { createPublicClient, createWalletClient, defineChain, http, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { median } from '../firstLoad.ts'

/** Each kind of send is timed this many times, interleaved, and its median printed. */
const RUNS = 7

/**
 * A smart account's send end to end on the devnet — built, estimated by the bundler, signed,
 * bundled by alto into EntryPoint.handleOps, mined, its receipt read from the bundler — beside a
 * plain transaction from an EOA (sent, mined, receipt read) in the same run, on the same chain.
 * The first operation of a counterfactual Safe also deploys it; later ones only send.
 */
export async function runUserOperationBench(): Promise<void> {
  const devnet = await startDevnet()
  const chain = devnet.chains[0]!
  const { entryPoint, bundlerKeys } = chain.accountAbstraction
  const bundler = await startBundler({ rpcUrl: chain.rpcUrl, entryPoint, executorPrivateKey: bundlerKeys.executor.privateKey, utilityPrivateKey: bundlerKeys.utility.privateKey })
  try {
    const viemChain = viemChainOf(chain)
    const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 50 })
    const eoa = createWalletClient({ chain: viemChain, account: privateKeyToAccount(devnet.accounts[5]!.privateKey), transport: http(chain.rpcUrl) })
    const times = { plain: [] as number[], firstOperation: [] as number[], laterOperation: [] as number[] }
    for (let run = 0; run < RUNS; run++) {
      const receiver = privateKeyToAccount(generatePrivateKey()).address
      times.plain.push(
        await timed(async () => {
          const hash = await eoa.sendTransaction({ to: receiver, value: parseEther('0.001') })
          await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
        }),
      )
      const smartClient = await fundedSafeClient(chain, bundler.url)
      for (const kind of ['firstOperation', 'laterOperation'] as const) {
        times[kind].push(
          await timed(async () => {
            const hash = await smartClient.sendUserOperation({ calls: [{ to: receiver, value: parseEther('0.001') }] })
            const receipt = await smartClient.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
            if (!receipt.success) throw new Error(`A benchmark user operation failed: ${hash}`)
          }),
        )
      }
    }
    const plain = median(times.plain)
    const rows = [
      { name: 'plain transaction from an EOA (baseline)', ms: plain },
      { name: "Safe account's first operation (deploys it)", ms: median(times.firstOperation) },
      { name: "Safe account's later operation", ms: median(times.laterOperation) },
    ]
    console.log(`\nA send on the devnet, end to end (anvil automining, alto bundling), median of ${RUNS}\n`)
    for (const row of rows) console.log(`${row.name.padEnd(48)}${`${row.ms.toFixed(0)} ms`.padEnd(10)}${(row.ms / plain).toFixed(1)}× the plain transaction`)
    console.log('')
  } finally {
    await bundler.stop()
    await devnet.stop()
  }
}

function viemChainOf(chain: DevnetChain) {
  return defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } })
}

async function timed(run: () => Promise<void>): Promise<number> {
  const start = performance.now()
  await run()
  return performance.now() - start
}

/** A new Safe account (counterfactual) holding 1 ETH, and a client sending its operations through the bundler. */
async function fundedSafeClient(chain: DevnetChain, bundlerUrl: string) {
  const { accountAbstraction: aa } = chain
  const client = createPublicClient({ chain: viemChainOf(chain), transport: http(chain.rpcUrl), pollingInterval: 50 })
  const account = await toSafeSmartAccount({
    client,
    owners: [privateKeyToAccount(generatePrivateKey())],
    version: '1.4.1',
    entryPoint: { address: aa.entryPoint, version: '0.7' },
    safe4337ModuleAddress: aa.safe4337Module,
    safeModuleSetupAddress: aa.safeModuleSetup,
  })
  const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  await request({ method: 'anvil_setBalance', params: [account.address, numberToHex(parseEther('1'))] })
  return createSmartAccountClient({ account, client, chain: client.chain, bundlerTransport: http(bundlerUrl), pollingInterval: 50 })
}
