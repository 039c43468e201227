import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decodeFunctionData, encodeAbiParameters, encodeFunctionResult, erc20Abi, numberToHex, type Hex } from 'viem'
import { routerAbi } from '../../src/convert/devnetAmmProvider.ts'

type Address = `0x${string}`

/** A pool of the stand-in AMM: two tokens and their reserves. */
export interface Pool {
  tokens: [Address, Address]
  reserves: [bigint, bigint]
}

export interface ChainNodeStandin {
  url: string
  gasPrice: bigint
  /** What eth_estimateGas answers: a gas amount, or a revert with this reason. */
  estimate: bigint | { revert: string }
  /** 'reset' drops each connection (a node that is down); 'normal' answers as a node. */
  mode: 'normal' | 'reset'
  /** The JSON-RPC methods asked, in order. */
  readonly methods: string[]
  /** The eth_estimateGas calls' transactions. */
  readonly estimates: { from?: string; to?: string; data?: Hex; value?: Hex }[]
  setAllowance(token: Address, owner: Address, spender: Address, amount: bigint): void
  close(): Promise<void>
}

/**
 * A chain's JSON-RPC node on 127.0.0.1, just enough for swaps: eth_gasPrice, eth_estimateGas, and
 * eth_call of a Uniswap-V2 router's getAmountsOut (constant product, 0.3 % fee, a revert for a pair
 * without a pool) and of any token's ERC-20 allowance. `tokens` are the addresses that have a
 * contract; a call to any other address answers no data, as a node does for an address without code.
 */
export async function startChainNode(options: { router: Address; pools: Pool[]; tokens: Address[] }): Promise<ChainNodeStandin> {
  const allowances = new Map<string, bigint>()
  const key = (...parts: string[]) => parts.map((part) => part.toLowerCase()).join(' ')
  const contracts = new Set(options.tokens.map((token) => token.toLowerCase()))
  const node: ChainNodeStandin = {
    url: '',
    gasPrice: 2_000_000_000n,
    estimate: 140_000n,
    mode: 'normal',
    methods: [],
    estimates: [],
    setAllowance: (token, owner, spender, amount) => void allowances.set(key(token, owner, spender), amount),
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }

  const answer = (request: { id: unknown; method: string; params?: unknown[] }) => {
    node.methods.push(request.method)
    const result = (value: unknown) => ({ jsonrpc: '2.0', id: request.id, result: value })
    const revert = (reason: string) => ({
      jsonrpc: '2.0',
      id: request.id,
      error: { code: 3, message: `execution reverted: ${reason}`, data: `0x08c379a0${encodeAbiParameters([{ type: 'string' }], [reason]).slice(2)}` },
    })
    switch (request.method) {
      case 'eth_chainId':
        return result('0x1')
      case 'eth_gasPrice':
        return result(numberToHex(node.gasPrice))
      case 'eth_estimateGas': {
        node.estimates.push(request.params![0] as ChainNodeStandin['estimates'][number])
        return typeof node.estimate === 'bigint' ? result(numberToHex(node.estimate)) : revert(node.estimate.revert)
      }
      case 'eth_call': {
        const { to, data } = request.params![0] as { to: Address; data: Hex }
        if (to.toLowerCase() === options.router.toLowerCase()) {
          const call = decodeFunctionData({ abi: routerAbi, data })
          if (call.functionName !== 'getAmountsOut') return revert('not a view')
          const [amountIn, path] = call.args
          const amounts = amountsOut(options.pools, amountIn, path)
          return amounts ? result(encodeFunctionResult({ abi: routerAbi, functionName: 'getAmountsOut', result: amounts })) : revert('DevSwapRouter: NO_PAIR')
        }
        if (!contracts.has(to.toLowerCase())) return result('0x')
        const call = decodeFunctionData({ abi: erc20Abi, data })
        if (call.functionName !== 'allowance') return revert('not supported here')
        const [owner, spender] = call.args
        return result(encodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', result: allowances.get(key(to, owner, spender)) ?? 0n }))
      }
      default:
        return { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: `the method ${request.method} does not exist/is not available` } }
    }
  }

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      if (node.mode === 'reset') return void incoming.socket.destroy()
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      const answers = Array.isArray(body) ? body.map(answer) : answer(body)
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers, (_, value) => (typeof value === 'bigint' ? value.toString() : value)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  node.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return node
}

/** Uniswap V2's getAmountsOut over the pools: each hop keeps 99.7 % of its input; undefined when a hop has no pool. */
export function amountsOut(pools: readonly Pool[], amountIn: bigint, path: readonly Address[]): bigint[] | undefined {
  const amounts = [amountIn]
  for (let hop = 0; hop < path.length - 1; hop++) {
    const [from, to] = [path[hop]!.toLowerCase(), path[hop + 1]!.toLowerCase()]
    const pool = pools.find((candidate) => {
      const tokens = candidate.tokens.map((token) => token.toLowerCase())
      return (tokens[0] === from && tokens[1] === to) || (tokens[0] === to && tokens[1] === from)
    })
    if (!pool) return undefined
    const forward = pool.tokens[0].toLowerCase() === from
    const [reserveIn, reserveOut] = forward ? pool.reserves : [pool.reserves[1], pool.reserves[0]]
    const inWithFee = amounts[hop]! * 997n
    amounts.push((inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee))
  }
  return amounts
}
