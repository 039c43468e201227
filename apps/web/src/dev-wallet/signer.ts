import type { Hex, PrivateKeyAccount, TypedDataDefinition } from 'viem'
import { DevWalletError } from './errors.ts'
import type { DevWalletChain } from './state.ts'

/** A transaction as eth_sendTransaction carries it (quantities are hex strings). */
export interface RpcTransaction {
  from?: string
  to?: string | null
  value?: string
  data?: string
  input?: string
  gas?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  nonce?: string
}

/**
 * The key and what it does, on viem. viem is imported on first use, so installing the
 * wallet (announcing it) costs the page nothing.
 */
export function createSigner(privateKey: Hex) {
  let account: Promise<PrivateKeyAccount> | undefined
  const load = () => (account ??= import('viem/accounts').then(({ privateKeyToAccount }) => privateKeyToAccount(privateKey)))

  return {
    address: async () => (await load()).address,

    async signMessage(data: string) {
      // personal_sign carries hex bytes; a few sites send plain text
      return (await load()).signMessage({ message: /^0x[0-9a-f]*$/i.test(data) ? { raw: data as Hex } : data })
    },

    async signTypedData(typedData: TypedDataDefinition) {
      return (await load()).signTypedData(typedData).catch((error: unknown) => {
        throw toWalletError(error, -32602)
      })
    },

    /** Fills nonce, gas and fees from the node, signs locally and sends the raw transaction. */
    async sendTransaction(chain: DevWalletChain, tx: RpcTransaction): Promise<Hex> {
      const [{ createWalletClient, defineChain, http }, signer] = await Promise.all([import('viem'), load()])
      const client = createWalletClient({
        account: signer,
        chain: defineChain({
          id: chain.chainId,
          name: chain.name,
          nativeCurrency: chain.nativeCurrency,
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl, { retryCount: 0 }),
      })
      const fees =
        tx.maxFeePerGas !== undefined
          ? { maxFeePerGas: quantity(tx.maxFeePerGas), maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas) }
          : tx.gasPrice !== undefined
            ? { gasPrice: quantity(tx.gasPrice) }
            : {}
      const request = {
        to: tx.to ?? undefined,
        data: tx.data ?? tx.input,
        value: quantity(tx.value),
        gas: quantity(tx.gas),
        nonce: tx.nonce === undefined ? undefined : Number(quantity(tx.nonce)),
        ...fees,
      }
      return client.sendTransaction(request as unknown as Parameters<typeof client.sendTransaction>[0]).catch((error: unknown) => {
        throw toWalletError(error, -32603)
      })
    },
  }
}
export type Signer = ReturnType<typeof createSigner>

/** A hex (or decimal) quantity as a bigint; bad input is the site's error, not the wallet's. */
export function quantity(value: unknown): bigint | undefined {
  if (value === undefined || value === null) return undefined
  try {
    return BigInt(value as string)
  } catch {
    throw new DevWalletError(-32602, `Invalid parameters: "${String(value)}" is not a quantity`)
  }
}

// viem nests the node's error; the innermost one with a numeric code is the one a site can act on.
function toWalletError(error: unknown, fallbackCode: number): DevWalletError {
  if (error instanceof DevWalletError) return error
  const viemError = error as { walk?: (match: (inner: unknown) => boolean) => unknown; shortMessage?: string; message?: string }
  const coded = viemError.walk?.((inner) => typeof (inner as { code?: unknown }).code === 'number') as { code: number } | undefined
  return new DevWalletError(coded?.code ?? fallbackCode, viemError.shortMessage ?? viemError.message ?? 'Request failed')
}
