/**
 * @foyer/react's types as a host's TypeScript sees them, the host importing @foyer/adapter-evm for
 * eip155's request types. Checked twice, never run: against the sources by this package's
 * typecheck, and against the built declarations by the package build (scripts/packages/
 * buildPackages.ts compiles this file with every `@foyer/*` import resolved to its dist/), which is
 * where a type inferred while building (`Promise<never>`) or a path into another package's dist/
 * (`../../core/dist/…`) would show. A regression is a type error here.
 */
import type {} from '@foyer/adapter-evm'
import { walletProvider, type FoyerClient, type WalletProvider } from '@foyer/core'
import {
  createFoyer,
  type useFoyerAccount,
  type useFoyerBalance,
  type useFoyerName,
  type useFoyerRequest,
  type useFoyerSendTransaction,
  type useFoyerSignTypedData,
  type useFoyerWriteContract,
  type Foyer,
  type FoyerAccount,
  type FoyerBalance,
  type FoyerName,
  type FoyerQueryResult,
  type FoyerOptions,
} from '@foyer/react'
import { erc20Abi, type Address, type Hash, type Hex } from 'viem'
import { expectTypeOf } from 'vitest'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// createFoyer answers the documented interface, nothing of the stores behind it.
expectTypeOf(createFoyer).returns.toEqualTypeOf<Foyer>()
expectTypeOf<keyof Foyer>().toEqualTypeOf<'open' | 'close' | 'switchNetwork' | 'removeNetwork' | 'signMessage' | 'disconnect' | 'setThemeMode' | 'setThemeVariables' | 'client'>()
expectTypeOf<Foyer['client']>().toEqualTypeOf<FoyerClient>()
// Fails if the client's stores (`ctx`) or the modal's own actions reached the host's type again.
expectTypeOf<FoyerClient>().not.toHaveProperty('ctx')
expectTypeOf<FoyerClient>().not.toHaveProperty('push')
expectTypeOf<FoyerClient>().not.toHaveProperty('loadWalletsPage')
// What the README offers on foyer.client, and what @foyer/wagmi's foyerConnector(foyer) takes.
expectTypeOf(walletProvider).toBeCallableWith({} as Foyer['client'])
expectTypeOf(walletProvider).returns.toEqualTypeOf<WalletProvider | undefined>()
expectTypeOf<Foyer>().toExtend<{ client: FoyerClient }>()
expectTypeOf<Foyer['client']['onEvent']>().toBeFunction()
expectTypeOf<Parameters<typeof createFoyer>[0]>().toEqualTypeOf<FoyerOptions>()

// Fails if signTypedData answered Promise<never> (the build inferred it without eip155's
// declaration) or lost viem's typed-data inference.
type SignTypedData = ReturnType<typeof useFoyerSignTypedData>['signTypedData']
declare const signTypedData: SignTypedData
const mail = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'Hello' } } as const
expectTypeOf(signTypedData(mail)).toEqualTypeOf<Promise<Hex>>()
// @ts-expect-error a message without the primary type's field
signTypedData({ ...mail, message: { subject: 'Hello' } })

// Fails if writeContract lost its ABI inference.
declare const writeContract: ReturnType<typeof useFoyerWriteContract>['writeContract']
expectTypeOf(writeContract({ address: TOKEN, abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 5n] })).toEqualTypeOf<Promise<Hash>>()
// @ts-expect-error a view function is not a transaction
writeContract({ address: TOKEN, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })
// @ts-expect-error transfer's amount is a bigint
writeContract({ address: TOKEN, abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 5] })

declare const sendTransaction: ReturnType<typeof useFoyerSendTransaction>['sendTransaction']
expectTypeOf(sendTransaction({ to: RECIPIENT, value: 1n })).toEqualTypeOf<Promise<Hash>>()
// @ts-expect-error an ENS name is not an address
sendTransaction({ to: 'vitalik.eth' })

declare const request: ReturnType<typeof useFoyerRequest>['request']
expectTypeOf(request('signTypedData', mail)).toEqualTypeOf<Promise<Hex>>()
expectTypeOf(request('getCapabilities', {})).resolves.toHaveProperty('atomic').toEqualTypeOf<boolean>()

// Fails if an eip155 account's address went back to string; the active namespace's may be any
// namespace's, so it stays a string.
declare const accountOf: typeof useFoyerAccount
expectTypeOf(accountOf({ namespace: 'eip155' })).toEqualTypeOf<FoyerAccount<'eip155'>>()
expectTypeOf(accountOf({ namespace: 'eip155' }).address).toEqualTypeOf<Address | undefined>()
expectTypeOf(accountOf({ namespace: 'eip155' }).caipAddress).toEqualTypeOf<`eip155:${string}:${string}` | undefined>()
expectTypeOf(accountOf().address).toEqualTypeOf<string | undefined>()
expectTypeOf(accountOf({ namespace: 'solana' }).address).toEqualTypeOf<string | undefined>()

// Fails if the read hooks lose TanStack Query's shape or their data's types.
declare const balanceOf: typeof useFoyerBalance
declare const nameOf: typeof useFoyerName
expectTypeOf(balanceOf()).toEqualTypeOf<FoyerQueryResult<FoyerBalance>>()
expectTypeOf(balanceOf().data).toEqualTypeOf<FoyerBalance | undefined>()
expectTypeOf(balanceOf().error).toEqualTypeOf<Error | null>()
expectTypeOf(balanceOf().refetch).returns.toEqualTypeOf<Promise<void>>()
expectTypeOf(nameOf('0x0000000000000000000000000000000000000001').data).toEqualTypeOf<FoyerName | undefined>()
expectTypeOf<FoyerName['name']>().toEqualTypeOf<string | null>()
