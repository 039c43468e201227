import { encodeFunctionData, erc20Abi, maxUint256, parseAbi } from 'viem'
import { startProviderStandin, type ProviderStandin } from './providerStandin.ts'

export const ONE_INCH_KEY = 'test-1inch-key'
export const ONE_INCH_ROUTER = '0x111111125421cA6dc452d289314280a0f8842A65'
/** What the stand-in quotes: 3 units bought per unit sold. */
export const oneInchDstAmount = (amount: bigint) => amount * 3n
export const ONE_INCH_GAS = 180_000
export const ONE_INCH_GAS_PRICE = 1_500_000_000n
/** The allowance the stand-in reports for every token and wallet. */
export const ONE_INCH_ALLOWANCE = 123_456n
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const routerAbi = parseAbi(['function swap(address executor, bytes desc, bytes data)'])

/**
 * 1inch Swap API v6 as its docs describe it, under /swap/v6.0/{chainId}: /quote (src, dst, amount →
 * dstAmount), /swap (… from, origin, slippage → dstAmount, tx), /approve/allowance, /approve/transaction;
 * `Authorization: Bearer <key>` required. Errors are `{ error, description, statusCode }`.
 */
export function startOneInchStandin(): Promise<ProviderStandin> {
  return startProviderStandin((request) => {
    if (request.headers.authorization !== `Bearer ${ONE_INCH_KEY}`) return failure(401, 'Unauthorized')
    const match = /^\/swap\/v6\.0\/(\d+)(\/.*)$/.exec(request.path)
    if (!match) return failure(404, 'Not found')
    const query = request.query
    const need = (...names: string[]) => names.filter((name) => !query.get(name))
    switch (match[2]) {
      case '/quote': {
        const missing = need('src', 'dst', 'amount')
        if (missing.length > 0) return failure(400, `${missing.join(', ')} should not be empty`)
        if (query.get('amount') === '999') return failure(400, 'insufficient liquidity')
        return { status: 200, body: { dstAmount: oneInchDstAmount(BigInt(query.get('amount')!)).toString() } }
      }
      case '/swap': {
        const missing = need('src', 'dst', 'amount', 'from', 'origin', 'slippage')
        if (missing.length > 0) return failure(400, `${missing.join(', ')} should not be empty`)
        const amount = BigInt(query.get('amount')!)
        const native = query.get('src')!.toLowerCase() === NATIVE
        const estimated = query.get('disableEstimate') !== 'true'
        return {
          status: 200,
          body: {
            dstAmount: oneInchDstAmount(amount).toString(),
            tx: {
              from: query.get('from'),
              to: ONE_INCH_ROUTER,
              data: encodeFunctionData({ abi: routerAbi, functionName: 'swap', args: [ONE_INCH_ROUTER, '0x', '0x'] }),
              value: native ? amount.toString() : '0',
              gas: estimated ? ONE_INCH_GAS : 0,
              gasPrice: ONE_INCH_GAS_PRICE.toString(),
            },
          },
        }
      }
      case '/approve/allowance': {
        const missing = need('tokenAddress', 'walletAddress')
        if (missing.length > 0) return failure(400, `${missing.join(', ')} should not be empty`)
        return { status: 200, body: { allowance: ONE_INCH_ALLOWANCE.toString() } }
      }
      case '/approve/transaction': {
        if (!query.get('tokenAddress')) return failure(400, 'tokenAddress should not be empty')
        const amount = query.get('amount') ? BigInt(query.get('amount')!) : maxUint256
        const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ONE_INCH_ROUTER, amount] })
        return { status: 200, body: { data, gasPrice: ONE_INCH_GAS_PRICE.toString(), to: query.get('tokenAddress'), value: '0' } }
      }
      default:
        return failure(404, 'Not found')
    }
  })
}

function failure(statusCode: number, description: string) {
  return { status: statusCode, body: { error: statusCode === 401 ? 'Unauthorized' : 'Bad Request', description, statusCode } }
}
