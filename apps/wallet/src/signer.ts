import type { Hex, PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { WalletChain } from './config.ts'
import { RpcError } from './lib/rpcError.ts'
import type { RpcTransaction } from './lib/transaction.ts'
import type { TypedData } from './lib/typedData.ts'

/** The wallet's devnet key and what it does with it: sign, and send transactions to the devnet for real. */
export interface DevnetSigner {
  readonly address: Hex
  signMessage(message: string): Promise<Hex>
  signTypedData(typedData: TypedData): Promise<Hex>
  /** Signs locally, sends the raw transaction to the chain's node and waits for its receipt; answers the hash. */
  sendTransaction(chainId: number, tx: RpcTransaction): Promise<Hex>
}

export function createDevnetSigner(privateKey: Hex, chains: readonly WalletChain[]): DevnetSigner {
  const account: PrivateKeyAccount = privateKeyToAccount(privateKey)
  return {
    address: account.address,

    signMessage(message) {
      // personal_sign carries hex bytes; a few dapps send plain text
      return account.signMessage({ message: /^0x(?:[0-9a-fA-F]{2})*$/.test(message) ? { raw: message as Hex } : message })
    },

    async signTypedData(typedData) {
      try {
        return await account.signTypedData(typedData as Parameters<PrivateKeyAccount['signTypedData']>[0])
      } catch (error) {
        throw new RpcError(-32602, `The typed data cannot be signed: ${(error as Error).message}`)
      }
    },

    async sendTransaction(chainId, tx) {
      const chain = chains.find((c) => c.chainId === chainId)
      if (!chain) throw new RpcError(4901, `The wallet is not connected to chain ${chainId}.`)
      if (tx.from && tx.from.toLowerCase() !== account.address.toLowerCase()) {
        throw new RpcError(4100, `The transaction is from ${tx.from}, which is not this wallet's account.`)
      }
      // viem's clients are loaded on the first transaction: signing alone does not need them.
      const { createPublicClient, createWalletClient, defineChain, http } = await import('viem')
      const viemChain = defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      })
      const transport = http(chain.rpcUrl, { retryCount: 0 })
      const wallet = createWalletClient({ account, chain: viemChain, transport })
      const fees =
        tx.maxFeePerGas !== undefined
          ? { maxFeePerGas: BigInt(tx.maxFeePerGas), maxPriorityFeePerGas: optionalBigInt(tx.maxPriorityFeePerGas) }
          : tx.gasPrice !== undefined
            ? { gasPrice: BigInt(tx.gasPrice) }
            : {}
      const hash = await wallet.sendTransaction({
        to: tx.to ?? null,
        data: (tx.data ?? tx.input) as Hex | undefined,
        value: optionalBigInt(tx.value),
        gas: optionalBigInt(tx.gas),
        nonce: tx.nonce === undefined ? undefined : Number(BigInt(tx.nonce)),
        ...fees,
      } as Parameters<typeof wallet.sendTransaction>[0])
      await createPublicClient({ chain: viemChain, transport }).waitForTransactionReceipt({ hash, pollingInterval: 250 })
      return hash
    },
  }
}

function optionalBigInt(value: string | undefined): bigint | undefined {
  return value === undefined ? undefined : BigInt(value)
}
