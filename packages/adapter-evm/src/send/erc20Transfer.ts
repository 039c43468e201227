/** ERC-20 `transfer(address,uint256)` call data (selector 0xa9059cbb), which USDT's contract takes too though it answers nothing. */
export function erc20TransferData(receiver: string, units: bigint): `0x${string}` {
  const word = (hex: string) => hex.padStart(64, '0')
  return `0xa9059cbb${word(receiver.trim().replace(/^0x/i, '').toLowerCase())}${word(units.toString(16))}`
}
