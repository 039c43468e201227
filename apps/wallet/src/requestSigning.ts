import type { SessionRequest } from '@foyer/walletconnect'
import type { WalletConfig } from './config.ts'
import { evmChainId } from './lib/chains.ts'
import { readPersonalSign } from './lib/personalSign.ts'
import { RpcError } from './lib/rpcError.ts'
import { readTransaction } from './lib/transaction.ts'
import { readTypedData } from './lib/typedData.ts'
import type { DevnetSigner } from './signer.ts'

/** What an approved request did: the result for the dapp, and the activity line with its hash or signature. */
export interface SignedRequest {
  result: unknown
  summary: string
  detail: string
}

/** Does what the person approved, by method; malformed params throw the RpcError to answer with. */
export async function signRequest(config: WalletConfig, signer: DevnetSigner, request: SessionRequest): Promise<SignedRequest> {
  const { method, params } = request.params.request
  switch (method) {
    case 'personal_sign': {
      const signature = await signer.signMessage(readPersonalSign(params, signer.address).message)
      return { result: signature, summary: 'Signed a message', detail: signature }
    }
    case 'eth_signTypedData_v4': {
      const signature = await signer.signTypedData(readTypedData(params).typedData)
      return { result: signature, summary: 'Signed typed data', detail: signature }
    }
    case 'eth_sendTransaction': {
      const chainId = evmChainId(request.params.chainId)
      if (chainId === undefined) throw new RpcError(4901, `The wallet has no chain ${request.params.chainId}.`)
      const hash = await signer.sendTransaction(chainId, readTransaction(params))
      const chainName = config.chains.find((c) => c.chainId === chainId)?.name ?? request.params.chainId
      return { result: hash, summary: `Sent a transaction on ${chainName}`, detail: hash }
    }
    default:
      throw new RpcError(4200, `The wallet does not support ${method}.`)
  }
}
