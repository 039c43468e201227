/**
 * The eip155 request types as a host's TypeScript sees them once it imports @foyer/adapter-evm:
 * typed from viem's generics (typed data, ABI, address). Checked by `tsc` (this package's
 * typecheck), not run: a regression is a type error here.
 */
import type { AddressOf, ParamsOf, RequestFunction, ResultOf } from '@foyer/core'
import { erc20Abi, parseAbi, type Address, type Hash, type Hex } from 'viem'
import { expectTypeOf } from 'vitest'
import type {} from '../src/index.ts'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const mail = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'Hello' } } as const

declare const signTypedData: RequestFunction<'signTypedData'>
declare const writeContract: RequestFunction<'writeContract'>
declare const sendTransaction: RequestFunction<'sendTransaction'>

// Fails if signTypedData answered Promise<never> (no declaration reached the host) or a plain string.
expectTypeOf(signTypedData(mail)).toEqualTypeOf<Promise<Hex>>()
// The message's fields follow `types` and `primaryType`, as viem's TypedDataDefinition has them.
// @ts-expect-error a message without the primary type's field
signTypedData({ ...mail, message: { subject: 'Hello' } })
// @ts-expect-error a primaryType that names none of the types
signTypedData({ ...mail, primaryType: 'Letter' })
// @ts-expect-error a field of the wrong type (contents is a string)
signTypedData({ ...mail, message: { contents: 1n } })

// Fails if writeContract lost its ABI inference: the function's name, its arguments and its result.
expectTypeOf(writeContract({ address: TOKEN, abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 5n] })).toEqualTypeOf<Promise<Hash>>()
// @ts-expect-error a view function is not a transaction
writeContract({ address: TOKEN, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })
// @ts-expect-error transfer's amount is a bigint
writeContract({ address: TOKEN, abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 5] })
// @ts-expect-error transfer takes two arguments
writeContract({ address: TOKEN, abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT] })
// @ts-expect-error value is for payable functions only
writeContract({ address: TOKEN, abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 5n], value: 1n })
// @ts-expect-error the contract's address is an address
writeContract({ address: 'token.eth', abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 5n] })
const payable = parseAbi(['function deposit() payable'])
expectTypeOf(writeContract({ address: TOKEN, abi: payable, functionName: 'deposit', value: 10n })).toEqualTypeOf<Promise<Hash>>()

// Fails if a transaction's recipient went back to string, or its answer stopped being a hash.
expectTypeOf(sendTransaction).parameter(0).toEqualTypeOf<ParamsOf<'sendTransaction'>>()
expectTypeOf<ParamsOf<'sendTransaction'>['to']>().toEqualTypeOf<Address>()
expectTypeOf(sendTransaction({ to: RECIPIENT, value: 1n })).toEqualTypeOf<Promise<Hash>>()
// @ts-expect-error an ENS name is not an address
sendTransaction({ to: 'vitalik.eth' })

// client.request(name, params) answers each request's declared result.
expectTypeOf<ResultOf<'signTypedData'>>().toEqualTypeOf<Hex>()
expectTypeOf<ResultOf<'writeContract'>>().toEqualTypeOf<Hash>()
expectTypeOf<ParamsOf<'writeContract'>['address']>().toEqualTypeOf<Address>()

// Fails if eip155's address were a plain string; other namespaces (none declared here) keep strings.
expectTypeOf<AddressOf<'eip155'>>().toEqualTypeOf<Address>()
expectTypeOf<AddressOf<'polkadot'>>().toEqualTypeOf<string>()
