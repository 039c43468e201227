import { useFoyerSendTransaction } from '@foyer/react'
import { parseEther, type Address } from 'viem'
import { TransferForm } from './TransferForm.tsx'

/** The host asks the connected wallet to send devnet ETH, as a checkout or a tip button would. */
export function SendTransaction() {
  const { sendTransaction } = useFoyerSendTransaction()
  return (
    <TransferForm
      defaultTo="0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
      symbol="ETH"
      isValidAmount={(amount) => /^\d+(\.\d{1,18})?$/.test(amount)}
      // As typed: Foyer checks it and refuses anything but an address, naming the field (the form shows why).
      send={(to, amount) => sendTransaction({ to: to as Address, value: parseEther(amount) })}
    />
  )
}
