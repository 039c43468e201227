import type {} from '@foyer/adapter-solana'
import { useFoyerAccount, useFoyerNetwork, useFoyerSolanaTransactions } from '@foyer/react'
import { TransferForm } from './TransferForm.tsx'

const LAMPORTS_PER_SOL = 1_000_000_000

/** The host asks the connected Solana wallet to send devnet SOL: it builds the transfer (@solana/kit), the wallet signs and sends it. */
export function SendSol() {
  const { signAndSendTransaction } = useFoyerSolanaTransactions()
  const { address } = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()

  async function send(to: string, amount: string): Promise<string> {
    const rpcUrl = caipNetwork?.rpcUrls.default.http[0]
    if (!address || !rpcUrl) throw new Error('No Solana account is connected')
    // The transfer's code loads when it is first sent, not with the page.
    const { solTransfer } = await import('./solanaTransfer.ts')
    const transaction = await solTransfer({ rpcUrl, from: address, to, lamports: BigInt(Math.round(Number(amount) * LAMPORTS_PER_SOL)) })
    return signAndSendTransaction({ transaction })
  }

  return <TransferForm defaultTo="GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW" symbol="SOL" isValidAmount={(amount) => /^\d+(\.\d{1,9})?$/.test(amount) && Number(amount) > 0} send={send} />
}
