import { sessionChains, type SessionRequest } from '@foyer/walletconnect'
import { switchChain } from './chainSwitch.ts'
import { caip2, evmChainId } from './lib/chains.ts'
import { RpcError } from './lib/rpcError.ts'
import type { WalletContext } from './walletContext.ts'

/** The answer to an EVM request that needs no one's consent, and what to do once the dapp has it (announce a switched chain). */
export async function answerSilently(ctx: WalletContext, request: SessionRequest): Promise<{ result: unknown; afterAnswer?: () => Promise<void> }> {
  const { method, params } = request.params.request
  switch (method) {
    case 'eth_chainId': {
      const chainId = evmChainId(request.params.chainId) ?? ctx.store.get().chainId
      return { result: `0x${chainId.toString(16)}` }
    }
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return { result: [ctx.signer.address] }
    case 'wallet_switchEthereumChain': {
      const target = readSwitchChain(params)
      const session = ctx.store.get().sessions.find((s) => s.topic === request.topic)
      const granted = session ? sessionChains(session.namespaces) : []
      if (!granted.includes(caip2(target))) {
        throw new RpcError(4902, `Unrecognized chain ID 0x${target.toString(16)}: this session has no such chain.`)
      }
      // Answer first, then announce: the dapp's pending switch resolves, then its chain follows the event.
      return { result: null, afterAnswer: () => switchChain(ctx, target) }
    }
    default:
      throw new RpcError(4200, `The wallet does not support ${method}.`)
  }
}

function readSwitchChain(params: unknown): number {
  const chainId = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined)?.chainId : undefined
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId)) {
    throw new RpcError(-32602, 'wallet_switchEthereumChain expects [{ chainId: "0x…" }].')
  }
  return Number.parseInt(chainId, 16)
}
