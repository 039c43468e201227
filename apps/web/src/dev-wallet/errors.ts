/** An EIP-1193 error as a wallet throws it: an Error with the standard `code`. */
export class DevWalletError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const userRejected = () => new DevWalletError(4001, 'User rejected the request.')
export const unauthorized = () => new DevWalletError(4100, 'The requested account and/or method has not been authorized by the user.')
export const unsupportedMethod = (method: string) => new DevWalletError(4200, `The Dev Wallet does not support the method "${method}".`)
export const unrecognizedChain = (chainId: string) => new DevWalletError(4902, `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`)
export const invalidParams = (why: string) => new DevWalletError(-32602, `Invalid parameters: ${why}`)
