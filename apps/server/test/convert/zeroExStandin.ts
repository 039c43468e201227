import { encodeFunctionData, parseAbi } from 'viem'
import { startProviderStandin, type ProviderStandin, type StandinRequest } from './providerStandin.ts'

export const ZERO_EX_KEY = 'test-0x-key'
/** What the stand-in quotes: 2 units bought per unit sold, 0.05 % fees taken. */
export const zeroExBuyAmount = (sellAmount: bigint) => (sellAmount * 2n * 9995n) / 10_000n
export const ZERO_EX_SETTLER = '0x0000000000001fF3684f28c67538d4D072C22734'
export const ZERO_EX_GAS = 210_000n
export const ZERO_EX_GAS_PRICE = 3_000_000_000n
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const holderAbi = parseAbi(['function exec(address operator, address token, uint256 amount, address target, bytes data)'])

/**
 * 0x Swap API v2 through AllowanceHolder, as its docs describe it: GET /swap/allowance-holder/price and
 * /quote with chainId, sellToken, buyToken, sellAmount, taker (and slippageBps); the `0x-api-key` and
 * `0x-version: v2` headers are required. A sellAmount of 999 has no liquidity.
 */
export function startZeroExStandin(): Promise<ProviderStandin> {
  return startProviderStandin((request) => {
    if (request.headers['0x-api-key'] !== ZERO_EX_KEY) return { status: 401, body: { name: 'UNAUTHORIZED', message: 'Invalid API key' } }
    if (request.headers['0x-version'] !== 'v2') return { status: 400, body: { name: 'INPUT_INVALID', message: 'Missing 0x-version header' } }
    const price = request.path === '/swap/allowance-holder/price'
    if (!price && request.path !== '/swap/allowance-holder/quote') return { status: 404, body: { name: 'NOT_FOUND', message: 'Not found' } }
    const missing = ['chainId', 'sellToken', 'buyToken', 'sellAmount', 'taker'].filter((name) => !request.query.get(name))
    if (missing.length > 0) return { status: 400, body: { name: 'INPUT_INVALID', message: `Validation Failed: ${missing.join(', ')}` } }
    const sellAmount = BigInt(request.query.get('sellAmount')!)
    if (sellAmount === 999n) return { status: 200, body: { liquidityAvailable: false, zid: '0x1' } }
    const buyAmount = zeroExBuyAmount(sellAmount)
    const common = {
      liquidityAvailable: true,
      blockNumber: '21000000',
      buyAmount: buyAmount.toString(),
      sellAmount: sellAmount.toString(),
      buyToken: request.query.get('buyToken'),
      sellToken: request.query.get('sellToken'),
      zid: '0x2',
    }
    if (price) return { status: 200, body: { ...common, minBuyAmount: buyAmount.toString(), gas: ZERO_EX_GAS.toString(), gasPrice: ZERO_EX_GAS_PRICE.toString(), issues: { allowance: null } } }
    return { status: 200, body: quote(request, sellAmount, buyAmount, common) }
  })
}

function quote(request: StandinRequest, sellAmount: bigint, buyAmount: bigint, common: object) {
  const slippageBps = BigInt(request.query.get('slippageBps') ?? '100')
  const sellToken = request.query.get('sellToken')!
  const native = sellToken.toLowerCase() === NATIVE
  return {
    ...common,
    minBuyAmount: ((buyAmount * (10_000n - slippageBps)) / 10_000n).toString(),
    allowanceTarget: native ? null : ZERO_EX_SETTLER,
    issues: { allowance: native ? null : { actual: '0', spender: ZERO_EX_SETTLER }, balance: null, simulationIncomplete: false, invalidSourcesPassed: [] },
    transaction: {
      to: ZERO_EX_SETTLER,
      data: encodeFunctionData({ abi: holderAbi, functionName: 'exec', args: [ZERO_EX_SETTLER, sellToken as `0x${string}`, sellAmount, ZERO_EX_SETTLER, '0x'] }),
      gas: ZERO_EX_GAS.toString(),
      gasPrice: ZERO_EX_GAS_PRICE.toString(),
      value: native ? sellAmount.toString() : '0',
    },
    fees: { integratorFee: null, zeroExFee: null, gasFee: null },
    route: { fills: [], tokens: [] },
  }
}
